/**
 * The browser's EBSN core, one per page. Store actions (never islands) build the areas they
 * need on it (`cartArea(ebsnCore())` in features/cart/cart.ts), so a page only carries the
 * calls it makes; islands render stores and call their actions. Bridged to the shell:
 * requests under way drive the loading overlay, the messages of answers become toasts
 * (spec: account §7 "Each request counts as pending", §8), and an expired session (HTTP 419,
 * a timeslot list for user -1) makes the shopper a guest and opens the login dialog (account §4,
 * §8). Session values stay in the proxy's httpOnly cookies (docs/adr/0002), so the core keeps none.
 */
import { t } from '@sporta/i18n';
import { createEbsnCore, type EbsnClientOptions, type EbsnCore, noTokenStore } from '@sporta/sdk';
import { $session, GUEST } from '../platform/shopper';
import { captchaToken } from './captcha-slot';
import { LOGIN_OVERLAY, openOverlay } from './overlay';
import { requestSettled, requestStarted } from './requests';
import { showToast } from './toasts';

let shared: EbsnCore | undefined;

export function ebsnCore(): EbsnCore {
  shared ??= connectToShell(
    createEbsnCore({
      tokens: noTokenStore(),
      // Asked per call: the sign-in form installs its provider when it is shown (features/auth).
      captcha: { provider: captchaToken },
    }),
  );
  return shared;
}

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

/** Wires a core's pending count, toasts and session expiry into the shell; returns the core. */
export function connectToShell(core: EbsnCore): EbsnCore {
  let counted = core.pending.get();
  core.pending.subscribe((count) => {
    for (; counted < count; counted += 1) requestStarted();
    for (; counted > count; counted -= 1) requestSettled();
  });
  core.events.on('toast', showToast);
  core.events.on('notLoggedIn', sessionEnded);
  return core;
}

/** The session is gone: the page shows a guest and offers the login (the toast came with the answer). */
function sessionEnded(): void {
  $session.set(GUEST);
  openOverlay(LOGIN_OVERLAY);
}

export type { EbsnClientOptions };
