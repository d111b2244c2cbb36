/**
 * The browser's core for requests the shopper did not ask for (search suggestions, the cart
 * summary's hints): apart from ebsn.ts, so pages that never make such requests (/login) do not
 * carry it.
 */
import { t } from '@sporta/i18n';
import { createEbsnCore, type EbsnCore, noTokenStore } from '@sporta/sdk';
import { $session } from '../../platform/shopper/shopper';
import { showToast } from '../overlay/toasts';
import { sessionEnded } from './ebsn';

let background: EbsnCore | undefined;

/**
 * For requests the shopper did not ask for (the search box's suggestions): a core of its own —
 * no loading overlay while typing, no toasts of its answers. An expired session it meets is told
 * like any other (issue 13: "HTTP 419 on any call"): the proxy has already ended it, so the
 * shopper's next action would otherwise run as a guest without a word. Same request layer, same
 * session cookies (kept by the proxy).
 */
export function backgroundCore(): EbsnCore {
  background ??= connectQuietly(createEbsnCore({ tokens: noTokenStore() }));
  return background;
}

/**
 * Wires only session expiry into the shell, with its toast — once, however many suggestion
 * calls meet it together (a guest page has nothing to tell).
 */
export function connectQuietly(core: EbsnCore): EbsnCore {
  core.events.on('notLoggedIn', () => {
    if (!$session.get().loggedIn) return;
    showToast({ kind: 'error', message: t('errors.sessionExpired') });
    sessionEnded();
  });
  return core;
}
