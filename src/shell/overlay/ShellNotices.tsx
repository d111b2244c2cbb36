/**
 * Toasts, the loading overlay and the modal of listed message codes. Mounted by notices.client.ts the first time a toast or a
 * request needs them, so a page that never talks to the API ships no React for them.
 */
import { useStore } from '@nanostores/react';
import { LoadingOverlay, ToastStack } from '@sporta/ui-kit';
import { lazy, Suspense } from 'react';
import { $pendingRequests } from './requests';
import { $toasts, dismissToast } from './toasts';

// The modal of showInPopupCode's codes (message-popup.ts): its code only once one arrives.
const MessagePopup = lazy(() => import('./MessagePopup'));

export default function ShellNotices() {
  const all = useStore($toasts);
  const toasts = all.filter((toast) => !toast.popup);
  const loading = useStore($pendingRequests) > 0;
  return (
    <>
      <ToastStack toasts={toasts} onDismiss={dismissToast} />
      <LoadingOverlay active={loading} />
      {toasts.length < all.length ? (
        <Suspense>
          <MessagePopup />
        </Suspense>
      ) : null}
    </>
  );
}
