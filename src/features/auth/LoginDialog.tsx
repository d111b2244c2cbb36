/**
 * The login dialog (spec: shopping §2 Dialogs, §6 "a login dialog opens on demand"): opened by
 * "Accedi" in the top bar, by `requireLogin()`, by an expired session, or by Home offering the
 * page a guest was sent away from (`/?next=`). Once signed in it answers the action that asked,
 * or goes on to that page. An island hydrated on intent (`client:intent="login"`).
 */
import { addMessages, t } from '@sporta/i18n';
import { login } from '@sporta/i18n/messages/login';
import { Dialog } from '@sporta/ui-kit';
import { useEffect } from 'react';
import type { SignInSettings } from '../../platform/config';
import { NEXT_PARAM, safeNextPath } from '../../platform/routes';
import { useIslandStore } from '../../platform/shopper/use-island-store';
import {
  $overlay,
  answerOverlay,
  closeOverlay,
  LOGIN_DIALOG,
  LOGIN_OVERLAY,
  leavePageFromOverlay,
} from '../../shell/overlay/overlay';
import LoginForm from './LoginForm';

addMessages(login);

const loadShopper = () => import('./shopper');

export default function LoginDialog({ settings }: { settings: SignInSettings }) {
  const open = useIslandStore($overlay) === LOGIN_OVERLAY;
  // Client-only: the form mounts when the dialog opens, never on the server.
  const next = () => safeNextPath(new URLSearchParams(window.location.search).get(NEXT_PARAM));
  // The page stays after signing in: what shows the shopper is fetched while the dialog is open.
  useEffect(() => {
    if (open) void loadShopper();
  }, [open]);
  const signedIn = async () => {
    const target = next();
    if (target) return leavePageFromOverlay(target);
    await (await loadShopper()).showShopper();
    answerOverlay(LOGIN_DIALOG, true);
  };
  return (
    <Dialog id="dialog-login" open={open} onClose={closeOverlay} title={t('login.title')}>
      {/* Mounted while open: a new form each time, and nothing of it in pages that never open it. */}
      {open ? (
        <LoginForm
          settings={settings}
          idPrefix="login-dialog"
          returnTo={next() ?? window.location.pathname + window.location.search}
          onSignedIn={signedIn}
        />
      ) : null}
    </Dialog>
  );
}
