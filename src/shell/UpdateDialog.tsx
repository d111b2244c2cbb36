/**
 * The update dialog (spec: shopping §2 "upgrade-version dialog", account §2 "Version-update
 * dialog in the app"): on the web 'Aggiorna ora' reloads — after asking when a form is being
 * typed, after the cart's requests under way have answered (update-step.ts) — and 'Più tardi'
 * asks again at the next check; in the app 'Aggiorna' opens the app's store page.
 */
import { addMessages, t } from '@sporta/i18n';
import { appUpdate } from '@sporta/i18n/messages/app-update';
import { ConfirmDialog } from '@sporta/ui-kit';
import { useEffect, useState } from 'react';
import { $pendingRequests } from './requests';
import { updateStep } from './update-step';

addMessages(appUpdate);

export interface UpdateDialogProps {
  open: boolean;
  /** The app wrapper's store opener; undefined on the web. */
  openStore: (() => void) | undefined;
  formBeingTyped(): boolean;
  reload(): void;
  onLater(): void;
}

type Step = 'offer' | 'typing' | 'waiting';

export default function UpdateDialog({
  open,
  openStore,
  formBeingTyped,
  reload,
  onLater,
}: UpdateDialogProps) {
  const [step, setStep] = useState<Step>('offer');
  useEffect(() => {
    if (open) setStep('offer');
  }, [open]);
  useEffect(() => {
    if (step !== 'waiting') return undefined;
    return $pendingRequests.subscribe((count) => {
      if (count === 0) reload();
    });
  }, [step, reload]);

  const confirm = () => {
    if (openStore) {
      openStore();
      onLater();
      return;
    }
    const next = updateStep({
      formBeingTyped: formBeingTyped(),
      requestsPending: $pendingRequests.get(),
      typingConfirmed: step === 'typing',
    });
    if (next === 'reload') reload();
    else setStep(next);
  };

  const message = openStore
    ? t('appUpdate.app.text')
    : step === 'typing'
      ? t('appUpdate.typing.text')
      : step === 'waiting'
        ? t('appUpdate.waiting.text')
        : t('appUpdate.web.text');
  const confirmLabel = openStore
    ? t('appUpdate.app.confirm')
    : step === 'typing'
      ? t('appUpdate.typing.confirm')
      : t('appUpdate.web.confirm');
  return (
    <ConfirmDialog
      open={open}
      title={t('appUpdate.title')}
      message={message}
      confirmLabel={confirmLabel}
      cancelLabel={t('appUpdate.later')}
      onConfirm={confirm}
      onCancel={onLater}
    />
  );
}
