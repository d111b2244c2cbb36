import type { ComponentPropsWithRef } from 'react';
import { Field, type FieldTexts } from '../field';

export type TextFieldProps = Omit<ComponentPropsWithRef<'input'>, 'className'> & FieldTexts;

/** A labelled text input: e-mail, name, address fields, discount code… */
export function TextField({
  label,
  hint,
  error,
  required,
  id,
  type = 'text',
  ...input
}: TextFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} required={required} id={id}>
      {(wiring) => <input type={type} required={required} {...wiring} {...input} />}
    </Field>
  );
}
