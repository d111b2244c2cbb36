/**
 * 'Cancella il mio account' (spec: account §4 "Account anonymisation: request of a token, check
 * of the token, then anonymise"): a clear warning, a confirmation (No first), the code mailed
 * (anonymize_token_request), typed and checked (anonymize_token_check), then the form post to
 * /account-deleted, where the server anonymises (user_anonymize), ends the session and says so.
 */
import { addMessages, t } from '@sporta/i18n';
import { accountSecurity } from '@sporta/i18n/messages/account-security';
import { Button, ConfirmDialog, ResponseMessageBox } from '@sporta/ui-kit';
import { useRef, useState } from 'react';
import { useHydrated } from '../../../shell/hydration/island-ready';
import CodeConfirm from './CodeConfirm';

addMessages(accountSecurity);

const loadActions = () => import('./security-actions');

/** Where the last step posts (src/pages/account-deleted.astro). */
export const ACCOUNT_DELETED_PATH = '/account-deleted';

export interface DeleteAccountProps {
  /** The shopper's login, which the code check names. */
  login: string;
}

type Step = 'idle' | 'confirm' | 'code';

export default function DeleteAccount({ login }: DeleteAccountProps) {
  const hydrated = useHydrated();
  const [step, setStep] = useState<Step>('idle');
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const finalForm = useRef<HTMLFormElement>(null);

  const askCode = async () => {
    setStep('idle');
    setBusy(true);
    setErrors([]);
    try {
      const outcome = await (await loadActions()).askDeletionCode();
      if (outcome.ok) setStep('code');
      else setErrors([outcome.message]);
    } finally {
      setBusy(false);
    }
  };

  const confirm = async (code: string) => {
    const outcome = await (await loadActions()).checkDeletionCode(login, code);
    if (!outcome.ok) return outcome.message;
    finalForm.current?.submit();
    return undefined;
  };

  return (
    <div className="security-delete">
      <p>{t('accountSecurity.delete.warning')}</p>
      {step === 'code' ? (
        <CodeConfirm
          id="delete-code"
          intro={t('accountSecurity.delete.codeIntro')}
          confirmLabel={t('accountSecurity.delete.confirm')}
          cancelLabel={t('accountSecurity.delete.cancel')}
          onConfirm={confirm}
          onCancel={() => setStep('idle')}
        />
      ) : (
        <Button
          variant="danger"
          onClick={() => setStep('confirm')}
          disabled={!hydrated || busy}
          aria-busy={busy}
        >
          {t('accountSecurity.delete.start')}
        </Button>
      )}
      <ResponseMessageBox errors={errors} />
      <ConfirmDialog
        open={step === 'confirm'}
        title={t('accountSecurity.delete.dialogTitle')}
        message={t('accountSecurity.delete.question')}
        confirmLabel={t('accountSecurity.delete.yes')}
        cancelLabel={t('accountSecurity.delete.no')}
        onConfirm={askCode}
        onCancel={() => setStep('idle')}
      />
      <form ref={finalForm} method="post" action={ACCOUNT_DELETED_PATH} hidden />
    </div>
  );
}
