/**
 * A new password and its repetition, as the registration, the password reset and the password
 * change ask them (account §5: required, 8 characters; the repetition the same): the rules once,
 * the labels and ids each form's. Plain password inputs: the login's PasswordField would join
 * these forms to the login form's chunk. Changing the password re-checks a repetition already left.
 */
import { password8, passwordRequired, required, sameAs } from '@sporta/rules';
import { TextField } from '@sporta/ui-kit';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { fieldRule } from './form-rules';

export interface NewPasswordFieldsProps<V extends FieldValues> {
  form: UseFormReturn<V>;
  /** The form's names of the password and of its repetition. */
  names: { password: Path<V>; confirm: Path<V> };
  ids: { password: string; confirm: string };
  labels: { password: string; hint: string; confirm: string };
}

export function NewPasswordFields<V extends FieldValues>({
  form,
  names,
  ids,
  labels,
}: NewPasswordFieldsProps<V>) {
  const errorOf = (name: Path<V>) => form.getFieldState(name, form.formState).error?.message;
  const confirmLeft = form.getFieldState(names.confirm, form.formState).isTouched;
  return (
    <>
      <TextField
        type="password"
        id={ids.password}
        label={labels.password}
        hint={labels.hint}
        autoComplete="new-password"
        required
        error={errorOf(names.password)}
        {...form.register(names.password, {
          validate: fieldRule(passwordRequired, password8),
          deps: confirmLeft ? [names.confirm] : [],
        })}
      />
      <TextField
        type="password"
        id={ids.confirm}
        label={labels.confirm}
        autoComplete="new-password"
        required
        error={errorOf(names.confirm)}
        {...form.register(names.confirm, {
          validate: (value) =>
            fieldRule(required, sameAs(String(form.getValues(names.password) ?? '')))(value),
        })}
      />
    </>
  );
}
