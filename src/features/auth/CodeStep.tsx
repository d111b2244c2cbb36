/**
 * Step 2 of signing in (spec: shopping §4 "Login steps"; account §9 "MFA code 6 digits, 60 s
 * resend countdown"): the code sent by e-mail, no captcha (the SDK skips it with a pin); a new
 * code after the 60-second wait. The code's own refusals show under the field.
 */
import { addMessages, t } from '@sporta/i18n';
import { loginCode } from '@sporta/i18n/messages/login-code';
import { Button, Countdown, PIN_LENGTH, PinInput, ResponseMessageBox } from '@sporta/ui-kit';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { SignInOutcome } from './auth';

addMessages(loginCode);

/** spec: account §9 "60 s resend countdown". */
export const RESEND_WAIT_MS = 60_000;

export interface CodeStepProps {
  idPrefix: string;
  attempt(extra: { mfaPin?: string; resendMfaPin?: boolean }): Promise<SignInOutcome>;
  onBack(): void;
}

export default function CodeStep({ idPrefix, attempt, onBack }: CodeStepProps) {
  const [pin, setPin] = useState('');
  const [pinError, setPinError] = useState<string>();
  const [messages, setMessages] = useState<{ errors: string[]; infos: string[] }>({
    errors: [],
    infos: [],
  });
  const [resendAt, setResendAt] = useState(() => Date.now() + RESEND_WAIT_MS);
  const [canResend, setCanResend] = useState(false);
  const [busy, setBusy] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const run = async (extra: { mfaPin?: string; resendMfaPin?: boolean }) => {
    setBusy(true);
    setPinError(undefined);
    setMessages({ errors: [], infos: [] });
    try {
      const outcome = await attempt(extra);
      // A resend's "code sent" is news, not a refusal; a wrong or stale code is the field's.
      if (!outcome.ok && outcome.field === 'code' && !extra.mfaPin)
        setMessages({ errors: [], infos: [...(outcome.texts ?? [outcome.text])] });
      else if (!outcome.ok) setPinError(outcome.text);
      return outcome;
    } finally {
      setBusy(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pin.length < PIN_LENGTH) {
      setPinError(t('login.mfa.codeTooShort'));
      return;
    }
    await run({ mfaPin: pin });
  };

  const resend = async () => {
    const outcome = await run({ resendMfaPin: true });
    if (!outcome.ok && outcome.field === 'code') {
      setCanResend(false);
      setResendAt(Date.now() + RESEND_WAIT_MS);
    }
  };

  return (
    <form noValidate onSubmit={submit} aria-busy={busy}>
      <h2 className="login-form__step" tabIndex={-1} ref={heading}>
        {t('login.mfa.title')}
      </h2>
      <p>{t('login.mfa.codeSent')}</p>
      <PinInput id={`${idPrefix}-code`} value={pin} onChange={setPin} error={pinError} />
      <ResponseMessageBox errors={messages.errors} infos={messages.infos} />
      <Button type="submit" block disabled={busy}>
        {t('login.mfa.submit')}
      </Button>
      <p className="login-form__resend">
        {canResend ? (
          <Button variant="secondary" onClick={resend} disabled={busy}>
            {t('login.mfa.resend')}
          </Button>
        ) : (
          <Countdown endsAt={resendAt} onDone={() => setCanResend(true)} />
        )}
      </p>
      <p>
        <Button variant="ghost" onClick={onBack}>
          {t('login.mfa.back')}
        </Button>
      </p>
    </form>
  );
}
