/**
 * The form of /reset-password-request (spec: account §4 "request by e-mail (and fiscal code)",
 * §5 e-mail and tax-code rules): fields checked on leaving them and on submit; once the shop
 * has the request, /reset-password-sent. Its refusals show above the button, nothing typed lost.
 */
import { addMessages, t } from '@sporta/i18n';
import { passwordReset } from '@sporta/i18n/messages/password-reset';
import { validationMore } from '@sporta/i18n/messages/validation-more';
import { email as emailFormat, emailRequired, fiscalCode, optional } from '@sporta/rules';
import type { RegistrationModule } from '@sporta/sdk';
import { Button, ResponseMessageBox, TextField } from '@sporta/ui-kit';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { asCode, CODE_INPUT } from '../../../shell/forms/code-input';
import { fieldRule } from '../../../shell/forms/form-rules';
import {
  leftBeforeHydration,
  typedBeforeHydration,
} from '../../../shell/forms/typed-before-hydration';
import { useIslandReady } from '../../../shell/hydration/island-ready';
import { askForResetLink } from './password-reset';
import { RESET_PATHS } from './reset-link';
import './password-reset.css';

addMessages(passwordReset);
addMessages(validationMore);

const ID = 'reset-request';

interface Request {
  email: string;
  fiscalCode: string;
}

/** `module`: the shop's registration module, whose call asks for the link (README REGISTRATION_MODULE). */
export default function ResetRequestForm({ module }: { module: RegistrationModule }) {
  const root = useRef<HTMLDivElement>(null);
  useIslandReady(root);
  const form = useForm<Request>({
    mode: 'onTouched',
    defaultValues: {
      email: typedBeforeHydration(`${ID}-email`),
      fiscalCode: typedBeforeHydration(`${ID}-fiscal-code`),
    },
  });
  const { errors, isSubmitting } = form.formState;
  useEffect(() => {
    const ids = { email: `${ID}-email`, fiscalCode: `${ID}-fiscal-code` } as const;
    const left = (['email', 'fiscalCode'] as const).filter((name) =>
      leftBeforeHydration(ids[name]),
    );
    if (left.length > 0) void form.trigger([...left]);
  }, [form]);
  const [refusals, setRefusals] = useState<string[]>([]);

  const submit = form.handleSubmit(async (request) => {
    setRefusals([]);
    const outcome = await askForResetLink(request, module);
    if (outcome.ok) window.location.assign(RESET_PATHS.sent);
    else setRefusals([outcome.text]);
  });

  return (
    <div className="reset-form" ref={root} data-signals-ready>
      <form method="post" noValidate onSubmit={submit} aria-busy={isSubmitting}>
        <TextField
          id={`${ID}-email`}
          label={t('passwordReset.request.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          error={errors.email?.message}
          {...form.register('email', {
            validate: fieldRule(emailRequired, emailFormat),
            setValueAs: (value: string) => value.trim(),
          })}
        />
        <TextField
          id={`${ID}-fiscal-code`}
          label={t('passwordReset.request.fiscalCode')}
          hint={t('passwordReset.request.fiscalCodeHint')}
          {...CODE_INPUT}
          error={errors.fiscalCode?.message}
          {...form.register('fiscalCode', {
            validate: fieldRule(optional(fiscalCode)),
            setValueAs: asCode,
          })}
        />
        <ResponseMessageBox errors={refusals} />
        <Button type="submit" block disabled={isSubmitting}>
          {t('passwordReset.request.submit')}
        </Button>
      </form>
    </div>
  );
}
