/**
 * The update dialog (spec: shopping §2 "upgrade-version dialog", account §2 "Version-update
 * dialog in the app"): on the web 'Aggiorna ora' reloads — after asking when a form is being
 * typed, once a cart change being saved has its answer (update-step.ts) — and 'Più tardi'
 * asks again at the next check; in the app 'Aggiorna' opens the app's store page.
 */
import { addMessages, t } from '@sporta/i18n';
import { appUpdate } from '@sporta/i18n/messages/app-update';
import { ConfirmDialog } from '@sporta/ui-kit';
import { useEffect, useState } from 'react';
import { $pendingRequests } from '../overlay/requests';
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

/**
 * Work under way: requests the loading overlay counts, or a part of the page that says so with
 * `aria-busy` — the cart's steppers and lines while a change is being saved (their requests are
 * not counted: the cart shows the change at once), a form while it is sent.
 */
const pageBusy = (): boolean =>
  $pendingRequests.get() > 0 || document.querySelector('[aria-busy="true"]') !== null;

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
    const reloadWhenDone = () => {
      if (!pageBusy()) reload();
    };
    const busyParts = new MutationObserver(reloadWhenDone);
    busyParts.observe(document.body, {
      subtree: true,
      attributes: true,
      attributeFilter: ['aria-busy'],
    });
    const stopRequests = $pendingRequests.listen(reloadWhenDone);
    reloadWhenDone();
    return () => {
      busyParts.disconnect();
      stopRequests();
    };
  }, [step, reload]);

  const confirm = () => {
    if (openStore) {
      openStore();
      onLater();
      return;
    }
    const next = updateStep({
      formBeingTyped: formBeingTyped(),
      pageBusy: pageBusy(),
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
