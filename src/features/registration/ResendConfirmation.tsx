/**
 * 'Invia di nuovo la e-mail' of /registration-completed (spec: account §4 "the confirmation
 * e-mail can be resent", §7 registration_resend_email): after each send the button waits the
 * spec's resend countdown (§9 "60 s resend countdown", the one the login's code step uses).
 */
import { addMessages, t, tn } from '@sporta/i18n';
import { registration } from '@sporta/i18n/messages/registration';
import { Button, Countdown, ResponseMessageBox } from '@sporta/ui-kit';
import { useRef, useState } from 'react';
import { useIslandReady } from '../../shell/hydration/island-ready';
import { resendConfirmation } from './registration';
import { RESEND_WAIT_MS } from './registration-paths';
import './registration.css';

addMessages(registration);

export default function ResendConfirmation({ email }: { email: string }) {
  const root = useRef<HTMLDivElement>(null);
  useIslandReady(root);
  const [waitUntil, setWaitUntil] = useState<number | undefined>(undefined);
  const [sending, setSending] = useState(false);
  const [said, setSaid] = useState<{ errors?: string[]; infos?: string[] }>({});

  const resend = async () => {
    setSending(true);
    setSaid({});
    const outcome = await resendConfirmation(email);
    setSending(false);
    if (!outcome.ok) return setSaid({ errors: [outcome.message] });
    setSaid({ infos: [t('registration.completed.resent')] });
    setWaitUntil(Date.now() + RESEND_WAIT_MS);
  };

  return (
    <div className="registration-resend" ref={root} data-signals-ready>
      <Button
        type="button"
        variant="secondary"
        disabled={sending || waitUntil !== undefined}
        onClick={() => void resend()}
      >
        {t('registration.completed.resend')}
      </Button>
      {waitUntil !== undefined ? (
        <Countdown endsAt={waitUntil} onDone={() => setWaitUntil(undefined)}>
          {(seconds) => tn('registration.completed.wait', seconds)}
        </Countdown>
      ) : null}
      <ResponseMessageBox {...said} />
    </div>
  );
}
