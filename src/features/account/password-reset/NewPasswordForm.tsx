/**
 * The form of /reset-password once its link passed the check (spec: account §4 "then reset with
 * new password", §5 password rule — 8 characters, the shop's own for new passwords): the new
 * password twice, each checked on leaving it and on submit. The shop's refusal goes where it
 * belongs — the password field, or the link (spent meanwhile: ask for another); nothing typed is
 * lost. Done: /reset-password-completed.
 * The two fields are the shared plain ones of shell/forms/NewPasswordFields.tsx.
 */
import { addMessages, t } from '@sporta/i18n';
import { passwordReset } from '@sporta/i18n/messages/password-reset';
import { validationMore } from '@sporta/i18n/messages/validation-more';
import { Button, ResponseMessageBox } from '@sporta/ui-kit';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { NewPasswordFields } from '../../../shell/forms/NewPasswordFields';
import {
  leftBeforeHydration,
  typedBeforeHydration,
} from '../../../shell/forms/typed-before-hydration';
import { useIslandReady } from '../../../shell/hydration/island-ready';
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
  const { isSubmitting } = form.formState;
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
        <NewPasswordFields
          form={form}
          names={{ password: 'password', confirm: 'confirm' }}
          ids={{ password: `${ID}-password`, confirm: `${ID}-confirm` }}
          labels={{
            password: t('passwordReset.reset.password'),
            hint: t('passwordReset.reset.passwordHint'),
            confirm: t('passwordReset.reset.confirm'),
          }}
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
