/**
 * The form of /reset-password once its link passed the check (spec: account §4 "then reset with
 * new password", §5 password rule — 8 characters, the shop's own for new passwords): the new
 * password twice, each checked on leaving it and on submit. The shop's refusal goes where it
 * belongs — the password field, or the link (spent meanwhile: ask for another); nothing typed is
 * lost. Done: /reset-password-completed.
 * Plain password fields, not the login's PasswordField (show/hide): sharing it would split it
 * out of the login form's chunk and push /login past its 100 KB budget (bench/page-weight.mjs).
 */
import { addMessages, t } from '@sporta/i18n';
import { passwordReset } from '@sporta/i18n/messages/password-reset';
import { validationMore } from '@sporta/i18n/messages/validation-more';
import { password8, passwordRequired, required, sameAs } from '@sporta/rules';
import { Button, ResponseMessageBox, TextField } from '@sporta/ui-kit';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { fieldRule } from '../../shell/form-rules';
import { useIslandReady } from '../../shell/island-ready';
import { leftBeforeHydration, typedBeforeHydration } from '../../shell/typed-before-hydration';
import { setNewPassword } from './password-reset';
import { RESET_PATHS, type ResetLink } from './reset-link';
import './password-reset.css';

addMessages(passwordReset);
addMessages(validationMore);

const ID = 'new-password';

interface NewPassword {
  password: string;
  confirm: string;
}

export default function NewPasswordForm({ link }: { link: ResetLink }) {
  const root = useRef<HTMLDivElement>(null);
  useIslandReady(root);
  const form = useForm<NewPassword>({
    mode: 'onTouched',
    defaultValues: {
      password: typedBeforeHydration(`${ID}-password`),
      confirm: typedBeforeHydration(`${ID}-confirm`),
    },
  });
  const { errors, isSubmitting } = form.formState;
  useEffect(() => {
    const ids = { password: `${ID}-password`, confirm: `${ID}-confirm` } as const;
    const left = (['password', 'confirm'] as const).filter((name) =>
      leftBeforeHydration(ids[name]),
    );
    if (left.length > 0) void form.trigger([...left]);
  }, [form]);
  const [linkRefused, setLinkRefused] = useState<string>();
  const [refusals, setRefusals] = useState<string[]>([]);

  const submit = form.handleSubmit(async ({ password }) => {
    setRefusals([]);
    const outcome = await setNewPassword(link, password);
    if (outcome.ok) return window.location.assign(RESET_PATHS.completed);
    if (outcome.on === 'password')
      form.setError('password', { message: outcome.message }, { shouldFocus: true });
    else if (outcome.on === 'link') setLinkRefused(outcome.message);
    else setRefusals([outcome.message]);
  });

  return (
    <div className="reset-form" ref={root} data-signals-ready>
      <form method="post" noValidate onSubmit={submit} aria-busy={isSubmitting}>
        <TextField
          type="password"
          id={`${ID}-password`}
          label={t('passwordReset.reset.password')}
          hint={t('passwordReset.reset.passwordHint')}
          autoComplete="new-password"
          required
          error={errors.password?.message}
          {...form.register('password', {
            validate: fieldRule(passwordRequired, password8),
            deps: form.formState.touchedFields.confirm ? ['confirm'] : [],
          })}
        />
        <TextField
          type="password"
          id={`${ID}-confirm`}
          label={t('passwordReset.reset.confirm')}
          autoComplete="new-password"
          required
          error={errors.confirm?.message}
          {...form.register('confirm', {
            validate: (value) => fieldRule(required, sameAs(form.getValues('password')))(value),
          })}
        />
        {linkRefused ? (
          <div className="reset-form__link-refused" role="alert">
            <p>{linkRefused}</p>
            <a href={RESET_PATHS.request}>{t('passwordReset.askAgain')}</a>
          </div>
        ) : (
          <ResponseMessageBox errors={refusals} />
        )}
        <Button type="submit" block disabled={isSubmitting}>
          {t('passwordReset.reset.submit')}
        </Button>
      </form>
    </div>
  );
}
