/**
 * The form of /profile/update-email (spec: account §4 "E-mail update: request with new e-mail,
 * then confirmation by token", §5 e-mail rule): the new e-mail twice and the password in use (the
 * proof the change is the shopper's, issue 37), checked on leaving each field and on submit; the
 * shop mails a link to the new address, said here in place. An address already in use or a wrong
 * password is told on its field; nothing typed is lost on a refusal.
 */
import { addMessages, t } from '@sporta/i18n';
import { credentials } from '@sporta/i18n/messages/credentials';
import { validationMore } from '@sporta/i18n/messages/validation-more';
import { email, emailRequired, passwordRequired, sameAs } from '@sporta/rules';
import type { RegistrationModule } from '@sporta/sdk';
import { Button, ResponseMessageBox, TextField } from '@sporta/ui-kit';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { fieldRule } from '../../../shell/forms/form-rules';
import {
  leftBeforeHydration,
  typedBeforeHydration,
} from '../../../shell/forms/typed-before-hydration';
import { useHydrated } from '../../../shell/hydration/island-ready';

addMessages(credentials);
addMessages(validationMore);

const loadActions = () => import('./credentials-actions');
const ID = 'email-change';
const FIELDS = {
  email: `${ID}-email`,
  repeat: `${ID}-repeat`,
  password: `${ID}-password`,
} as const;

interface NewEmail {
  email: string;
  repeat: string;
  password: string;
}

/** `module`: the shop's registration module, whose call asks for the link (README REGISTRATION_MODULE). */
export default function EmailChangeForm({ module }: { module: RegistrationModule }) {
  const hydrated = useHydrated();
  const form = useForm<NewEmail>({
    mode: 'onTouched',
    defaultValues: {
      email: typedBeforeHydration(FIELDS.email),
      repeat: typedBeforeHydration(FIELDS.repeat),
      password: typedBeforeHydration(FIELDS.password),
    },
  });
  const { errors, isSubmitting } = form.formState;
  const [refusals, setRefusals] = useState<string[]>([]);
  const [sentTo, setSentTo] = useState<string>();
  useEffect(() => {
    const left = (['email', 'repeat', 'password'] as const).filter((name) =>
      leftBeforeHydration(FIELDS[name]),
    );
    if (left.length > 0) void form.trigger([...left]);
  }, [form]);

  const submit = form.handleSubmit(async (values) => {
    setRefusals([]);
    const newEmail = values.email.trim();
    const outcome = await (await loadActions()).askEmailChange(newEmail, values.password, module);
    if (outcome.ok) setSentTo(newEmail);
    else if (outcome.field === undefined) setRefusals([outcome.text]);
    else form.setError(outcome.field, { message: outcome.text }, { shouldFocus: true });
  });

  if (sentTo)
    return (
      <p className="credentials__sent" role="status">
        {t('credentials.email.sent', { email: sentTo })}
      </p>
    );

  return (
    <form className="credentials__form" noValidate onSubmit={submit} aria-busy={isSubmitting}>
      <TextField
        type="email"
        id={FIELDS.email}
        label={t('credentials.email.new')}
        autoComplete="email"
        required
        error={errors.email?.message}
        {...form.register('email', {
          validate: (value) => fieldRule(emailRequired, email)(value.trim()),
          deps: form.formState.touchedFields.repeat ? ['repeat'] : [],
        })}
      />
      <TextField
        type="email"
        id={FIELDS.repeat}
        label={t('credentials.email.repeat')}
        autoComplete="email"
        required
        error={errors.repeat?.message}
        {...form.register('repeat', {
          validate: (value) =>
            fieldRule(emailRequired, sameAs(form.getValues('email').trim()))(value.trim()),
        })}
      />
      <TextField
        type="password"
        id={FIELDS.password}
        label={t('credentials.email.password')}
        autoComplete="current-password"
        required
        error={errors.password?.message}
        {...form.register('password', { validate: fieldRule(passwordRequired) })}
      />
      <ResponseMessageBox errors={refusals} />
      <Button type="submit" disabled={!hydrated || isSubmitting}>
        {t('credentials.email.submit')}
      </Button>
    </form>
  );
}
