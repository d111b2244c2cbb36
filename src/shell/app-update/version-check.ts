/**
 * One version check, loaded when one is due (app-lifecycle.ts): the latest version from the API's
 * version.json (newer-version.ts) against the running one — the app's when the wrapper tells it,
 * else the build's (__SPORTA_APP_VERSION__, stamped at build time: README "App version"). Older →
 * the update dialog, loaded then too. No static imports: the shell's entry names this chunk only.
 */
import type { CheckReason } from './app-lifecycle';

/** CONTRACT (issue 30, the service worker): dispatched on `window` after each check. */
export const VERSION_CHECKED_EVENT = 'sporta:version-checked';

/** What the version check reads of the app wrapper's `window.sportaApp` (all optional). */
export interface AppUpdateBridge {
  /** The installed app's version, compared instead of the web build's. */
  appVersion?(): string | Promise<string>;
  /** Opens the app's page in the device's store. */
  openStore?(): void;
}

const bridge = (): AppUpdateBridge | undefined =>
  (window as { sportaApp?: AppUpdateBridge }).sportaApp;

let checking = false;
/** 'Più tardi' was chosen: asked again at the next ten-minute check, not at the next resume. */
let later = false;
let shown = false;

export async function checkVersion(
  reason: CheckReason,
  formBeingTyped: () => boolean,
): Promise<void> {
  if (checking) return;
  checking = true;
  let newer = false;
  try {
    const { newerVersionOut } = await import('./newer-version');
    newer = await newerVersionOut(bridge()?.appVersion?.() ?? __SPORTA_APP_VERSION__);
  } catch {
    // No version file, offline, a wrapper that failed to answer: nothing to offer this time.
  } finally {
    checking = false;
  }
  window.dispatchEvent(new CustomEvent(VERSION_CHECKED_EVENT, { detail: { newer } }));
  if (reason === 'interval') later = false;
  if (!newer || later || shown) return;
  shown = true;
  const { showUpdateDialog } = await import('./update-dialog.client');
  const store = bridge()?.openStore;
  showUpdateDialog({
    openStore: typeof store === 'function' ? () => store.call(bridge()) : undefined,
    formBeingTyped,
    reload: () => location.reload(),
    onLater: () => {
      later = true;
      shown = false;
    },
  });
}
