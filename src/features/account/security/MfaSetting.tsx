/**
 * 'Verifica in due passaggi' (spec: account §2 advanced-security, §7 mfa_enabled / update_mfa):
 * whether sign-in asks a one-time code, and the switch, confirmed by a code mailed for that
 * change (docs/adr/0012). Hydrated when visible; its button waits, disabled, until it works.
 */
import { addMessages, t } from '@sporta/i18n';
import { accountSecurity } from '@sporta/i18n/messages/account-security';
import { Button, ResponseMessageBox } from '@sporta/ui-kit';
import { useState } from 'react';
import { useHydrated } from '../../../shell/hydration/island-ready';
import CodeConfirm from './CodeConfirm';

addMessages(accountSecurity);

const loadActions = () => import('./security-actions');

export interface MfaSettingProps {
  enabled: boolean;
}

export default function MfaSetting({ enabled: initial }: MfaSettingProps) {
  const hydrated = useHydrated();
  const [enabled, setEnabled] = useState(initial);
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState<{ errors?: string[]; infos?: string[] }>({});
  const wanted = !enabled;

  const finish = (now: boolean) => {
    setEnabled(now);
    setAsking(false);
    setSaid({ infos: [t(now ? 'accountSecurity.mfa.turnedOn' : 'accountSecurity.mfa.turnedOff')] });
  };

  const start = async () => {
    setBusy(true);
    setSaid({});
    try {
      const outcome = await (await loadActions()).askMfaChange(wanted);
      if (!outcome.ok) setSaid({ errors: [outcome.message] });
      else if (outcome.value.step === 'code') setAsking(true);
      else finish(outcome.value.enabled);
    } finally {
      setBusy(false);
    }
  };

  const confirm = async (code: string) => {
    const outcome = await (await loadActions()).confirmMfaChange(wanted, code);
    if (!outcome.ok) return outcome.message;
    finish(outcome.value);
    return undefined;
  };

  return (
    <div className="security-mfa">
      <p className="security-mfa__state">
        {t(enabled ? 'accountSecurity.mfa.on' : 'accountSecurity.mfa.off')}
      </p>
      {asking ? (
        <CodeConfirm
          id="mfa-code"
          intro={t('accountSecurity.mfa.codeIntro')}
          confirmLabel={t('accountSecurity.mfa.confirm')}
          cancelLabel={t('accountSecurity.mfa.cancel')}
          onConfirm={confirm}
          onCancel={() => setAsking(false)}
        />
      ) : (
        <Button onClick={start} disabled={!hydrated || busy} aria-busy={busy}>
          {t(enabled ? 'accountSecurity.mfa.turnOff' : 'accountSecurity.mfa.turnOn')}
        </Button>
      )}
      <ResponseMessageBox errors={said.errors ?? []} infos={said.infos ?? []} />
    </div>
  );
}
