/**
 * Toasts and the loading overlay. Mounted by notices.client.ts the first time a toast or a
 * request needs them, so a page that never talks to the API ships no React for them.
 */
import { useStore } from '@nanostores/react';
import { LoadingOverlay, ToastStack } from '@sporta/ui-kit';
import { $pendingRequests } from './requests';
import { $toasts, dismissToast } from './toasts';

export default function ShellNotices() {
  const toasts = useStore($toasts);
  const loading = useStore($pendingRequests) > 0;
  return (
    <>
      <ToastStack toasts={toasts} onDismiss={dismissToast} />
      <LoadingOverlay active={loading} />
    </>
  );
}
