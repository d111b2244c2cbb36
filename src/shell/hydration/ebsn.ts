/**
 * The browser's EBSN core, one per page. Store actions (never islands) build the areas they
 * need on it (`cartArea(ebsnCore())` in features/cart/cart.ts), so a page only carries the
 * calls it makes; islands render stores and call their actions. Bridged to the shell:
 * requests under way drive the loading overlay, the messages of answers become toasts or, for
 * the codes of showInPopupCode, a modal (spec: account §7 "Each request counts as pending", §8), and an expired session (HTTP 419,
 * a timeslot list for user -1) makes the shopper a guest and opens the login dialog (account §4,
 * §8). Session values stay in the proxy's httpOnly cookies (docs/adr/0002), so the core keeps none.
 * Requests the shopper did not ask for use background-core.ts.
 */
import { createEbsnCore, type EbsnClientOptions, type EbsnCore, noTokenStore } from '@sporta/sdk';
import { $session, GUEST } from '../../platform/shopper/shopper';
import { captchaToken } from '../forms/captcha-slot';
import { showMessage } from '../overlay/message-popup';
import { LOGIN_OVERLAY, openOverlay } from '../overlay/overlay';
import { requestSettled, requestStarted } from '../overlay/requests';

let shared: EbsnCore | undefined;

export function ebsnCore(): EbsnCore {
  shared ??= connectToShell(
    createEbsnCore({
      tokens: noTokenStore(),
      // Asked per call: the sign-in form installs its provider when it is shown (features/auth).
      captcha: { provider: captchaToken },
      // spec: shopping §7 "show_sectors comes from configuration": the drawer groups by sector.
      showSectors: true,
    }),
  );
  return shared;
}

/** Wires a core's pending count, toasts and session expiry into the shell; returns the core. */
export function connectToShell(core: EbsnCore, { overlay = true } = {}): EbsnCore {
  let counted = core.pending.get();
  if (overlay)
    core.pending.subscribe((count) => {
      for (; counted < count; counted += 1) requestStarted();
      for (; counted > count; counted -= 1) requestSettled();
    });
  // A toast, or the modal notification for a code listed in showInPopupCode (message-popup.ts).
  core.events.on('toast', showMessage);
  core.events.on('notLoggedIn', sessionEnded);
  return core;
}

/** The session is gone: the page shows a guest and offers the login (the toast came with the answer). */
export function sessionEnded(): void {
  $session.set(GUEST);
  openOverlay(LOGIN_OVERLAY);
}

export type { EbsnClientOptions };
