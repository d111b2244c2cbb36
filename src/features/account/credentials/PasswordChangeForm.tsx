/**
 * The form of /profile/update-password, 'Aggiorna password' (spec: account §2 update-password,
 * §5 password rule — 8 characters, the shop's own for new passwords, §7 update_password): the
 * password in use, the new one and its repetition, each checked on leaving it and on submit. A
 * wrong password in use is told on its field and nothing typed is lost. Done:
 * /profile/profile-confirmed. The new password and its repetition: shell/forms/NewPasswordFields.tsx.
 */
import { addMessages, t } from '@sporta/i18n';
import { credentials } from '@sporta/i18n/messages/credentials';
import { validationMore } from '@sporta/i18n/messages/validation-more';
import { passwordRequired } from '@sporta/rules';
import type { RegistrationModule } from '@sporta/sdk';
import { Button, ResponseMessageBox, TextField } from '@sporta/ui-kit';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { fieldRule } from '../../../shell/forms/form-rules';
import { NewPasswordFields } from '../../../shell/forms/NewPasswordFields';
import {
  leftBeforeHydration,
  typedBeforeHydration,
} from '../../../shell/forms/typed-before-hydration';
import { useHydrated } from '../../../shell/hydration/island-ready';
import { PASSWORD_CHANGED_PATH } from './credential-paths';

addMessages(credentials);
addMessages(validationMore);

const loadActions = () => import('./credentials-actions');
const ID = 'password-change';
const NAMES = ['oldPassword', 'password', 'confirm'] as const;
const fieldId = (name: (typeof NAMES)[number]) => `${ID}-${name}`;

interface PasswordChange {
  oldPassword: string;
  password: string;
  confirm: string;
}

/** `module`: the shop's registration module, whose call changes it (README REGISTRATION_MODULE). */
export default function PasswordChangeForm({ module }: { module: RegistrationModule }) {
  const hydrated = useHydrated();
  const form = useForm<PasswordChange>({
    mode: 'onTouched',
    defaultValues: {
      oldPassword: typedBeforeHydration(fieldId('oldPassword')),
      password: typedBeforeHydration(fieldId('password')),
      confirm: typedBeforeHydration(fieldId('confirm')),
    },
  });
  const { errors, isSubmitting } = form.formState;
  const [refusals, setRefusals] = useState<string[]>([]);
  useEffect(() => {
    const left = NAMES.filter((name) => leftBeforeHydration(fieldId(name)));
    if (left.length > 0) void form.trigger([...left]);
  }, [form]);

  const submit = form.handleSubmit(async ({ oldPassword, password }) => {
    setRefusals([]);
    const outcome = await (await loadActions()).changePassword(oldPassword, password, module);
    if (outcome.ok) return window.location.assign(PASSWORD_CHANGED_PATH);
    if (outcome.field === 'oldPassword')
      form.setError('oldPassword', { message: outcome.text }, { shouldFocus: true });
    else setRefusals([outcome.text]);
  });

  return (
    <form className="credentials__form" noValidate onSubmit={submit} aria-busy={isSubmitting}>
      <TextField
        type="password"
        id={fieldId('oldPassword')}
        label={t('credentials.password.old')}
        autoComplete="current-password"
        required
        error={errors.oldPassword?.message}
        {...form.register('oldPassword', { validate: fieldRule(passwordRequired) })}
      />
      <NewPasswordFields
        form={form}
        names={{ password: 'password', confirm: 'confirm' }}
        ids={{ password: fieldId('password'), confirm: fieldId('confirm') }}
        labels={{
          password: t('credentials.password.new'),
          hint: t('credentials.password.newHint'),
          confirm: t('credentials.password.confirm'),
        }}
      />
      <ResponseMessageBox errors={refusals} />
      <Button type="submit" disabled={!hydrated || isSubmitting}>
        {t('credentials.password.submit')}
      </Button>
    </form>
  );
}
