/** Mounts ShellNotices on the first toast or request under way, never before (page JS budget). */
import { $pendingRequests } from './requests';
import { $toasts } from './toasts';

export function mountNoticesOnDemand(holder: HTMLElement): void {
  let mounted = false;
  const mount = () => {
    if (mounted) return;
    mounted = true;
    void Promise.all([import('react'), import('react-dom/client'), import('./ShellNotices')]).then(
      ([react, dom, notices]) => {
        dom.createRoot(holder).render(react.createElement(notices.default));
      },
    );
  };
  $toasts.subscribe((toasts) => {
    if (toasts.length > 0) mount();
  });
  $pendingRequests.subscribe((count) => {
    if (count > 0) mount();
  });
}
