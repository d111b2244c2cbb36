/**
 * Browser behaviour of the server-rendered shell: top-bar buttons and the footer's cookie link
 * drive the shared stores; the cart badge follows the cart's count; overlays open at once and ask for
 * their island; toasts and the loading overlay mount on first use; offline and scroll handling.
 */
import { tn } from '@sporta/i18n';
import { fillCookieForm, readCookieForm } from '@sporta/ui-kit';
import { HOME_PATH, NO_CONNECTION_PATH } from '../../platform/routes';
import { anonymousCartOn } from '../../platform/shopper/anonymous-cart';
import { $session, seedSession } from '../../platform/shopper/shopper';
import { watchAppLifecycle } from '../app-update/app-lifecycle';
import { mountNoticesOnDemand } from '../overlay/notices.client';
import {
  $overlay,
  closeOverlay,
  listenForBack,
  restoreOverlay,
  toggleOverlay,
} from '../overlay/overlay';
import { OVERLAY_REQUEST_EVENT } from '../overlay/overlay-request';
import {
  $cookieBannerOpen,
  $cookiePreferences,
  DEFAULT_COOKIE_CHOICE,
  loadCookiePreferences,
  reopenCookieBanner,
  saveCookieChoice,
} from '../shopper/cookie-consent';
import { cameBack } from './came-back';
import { guardLinks, offerLoginForNext, wireShopperEntry } from './sign-in.client';

export function installShell(): void {
  seedSession();
  listenForBack();
  wireOverlays();
  restoreOverlay();
  offerLoginForNext();
  wireCartBadgeWhenShopping();
  wireShopperEntry();
  wireUnreadBadgeWhenSignedIn();
  guardLinks();
  const notices = document.querySelector<HTMLElement>('[data-shell-notices]');
  if (notices) mountNoticesOnDemand(notices);
  wireCookieBanner();
  watchConnection();
  registerServiceWorker();
  restoreScroll();
  wireScrollToTop();
  watchAppLifecycle();
  // A state tests (and scripts) can wait for: the shell's buttons now work.
  document.documentElement.dataset.shell = 'ready';
}

/** The unread-messages badge: its code comes for a signed-in shopper only (a guest never sees it). */
function wireUnreadBadgeWhenSignedIn(): void {
  let wired = false;
  $session.subscribe(({ loggedIn }) => {
    if (!loggedIn || wired) return;
    wired = true;
    void import('../shopper/unread-badge').then(({ wireUnreadBadge }) => wireUnreadBadge());
  });
}

/** spec: account §9 "Scroll-to-top threshold 20 px". */
export const SCROLL_TOP_THRESHOLD_PX = 20;

function wireScrollToTop(): void {
  // Absent on the pages where money is summed up (checkout, payment: Shell.astro).
  const holder = document.querySelector<HTMLElement>('[data-scroll-top]');
  if (!holder) return;
  let clearance: Promise<typeof import('./scroll-top-clearance')> | undefined;
  let frame = 0;
  const update = () => {
    frame = 0;
    holder.hidden = window.scrollY <= SCROLL_TOP_THRESHOLD_PX;
    if (holder.hidden) return;
    // Never over content (issue 38 §6): while it would cover text or a control it steps aside,
    // and comes back where the page under it is bare.
    clearance ??= import('./scroll-top-clearance');
    void clearance.then(({ coversContent }) => {
      holder.toggleAttribute('data-covering', !holder.hidden && coversContent(holder));
    });
  };
  // Reading scrollY now would lay the page out inside this script's task (a forced reflow that
  // made it a long task); the next frame lays it out anyway. The button starts hidden.
  requestAnimationFrame(update);
  window.addEventListener(
    'scroll',
    () => {
      if (frame === 0) frame = requestAnimationFrame(update);
    },
    { passive: true },
  );
  holder
    .querySelector('button')
    ?.addEventListener('click', () => window.scrollTo({ top: 0, behavior: 'smooth' }));
}

/**
 * The cookie banner (server-rendered, hidden): shown while the store says so, with the boxes
 * set from the stored choice; its buttons save through the store. Reopened from the footer,
 * it takes the focus so keyboard users land in it.
 */
function wireCookieBanner(): void {
  const holder = document.querySelector<HTMLElement>('[data-cookie-banner]');
  const form = holder?.querySelector('form');
  if (!holder || !form) return;
  $cookieBannerOpen.subscribe((open) => {
    if (open && holder.hidden) {
      fillCookieForm(form, $cookiePreferences.get() ?? DEFAULT_COOKIE_CHOICE);
    }
    holder.hidden = !open;
  });
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    saveCookieChoice(readCookieForm(form, event.submitter).choice);
  });
  for (const button of document.querySelectorAll('[data-cookie-settings]')) {
    button.addEventListener('click', () => {
      reopenCookieBanner();
      holder.querySelector<HTMLElement>('section')?.focus();
    });
  }
  loadCookiePreferences();
}

/**
 * Top-bar buttons toggle their overlay. An overlay that opens asks for its island (the
 * `client:intent` directive) and its server-rendered dialog opens at once, before the island
 * has arrived; Escape on it then closes the overlay as it will once hydrated.
 */
function wireOverlays(): void {
  const buttons = [...document.querySelectorAll<HTMLElement>('[data-overlay-open]')];
  const dialogOf = (id: string) => {
    const button = buttons.find((candidate) => candidate.dataset.overlayOpen === id);
    const target = document.getElementById(button?.getAttribute('aria-controls') ?? '');
    return target instanceof HTMLDialogElement ? target : undefined;
  };
  for (const button of buttons) {
    const id = button.dataset.overlayOpen ?? '';
    button.addEventListener('click', (event) => {
      // A link ("Accedi" → /login) opens its dialog where the page has one, else it navigates.
      if (button instanceof HTMLAnchorElement && !dialogOf(id)) return;
      event.preventDefault();
      toggleOverlay(id);
    });
    dialogOf(id)?.addEventListener('close', () => {
      if ($overlay.get() === id) closeOverlay();
    });
  }
  $overlay.subscribe((open) => {
    for (const button of buttons) {
      button.setAttribute('aria-expanded', String(button.dataset.overlayOpen === open));
    }
    if (open === null) {
      for (const button of buttons) dialogOf(button.dataset.overlayOpen ?? '')?.close();
      return;
    }
    window.dispatchEvent(new CustomEvent(OVERLAY_REQUEST_EVENT, { detail: open }));
    const dialog = dialogOf(open);
    if (dialog && !dialog.open) dialog.showModal();
  });
}

/**
 * The badge and its label follow `$cartCount` (platform/shopper/cart-state.ts: seeded from SSR, then the
 * cart's, this tab's or another's — the shell starts following the other tabs). Its code comes
 * once the shopper has a cart: signed in, or a guest with the anonymous cart; a guest's badge
 * stays as rendered (no cart to count), and /login loads none of it.
 */
function wireCartBadgeWhenShopping(): void {
  const badge = document.querySelector<HTMLElement>('[data-cart-count]');
  const label = document.querySelector<HTMLElement>('[data-cart-label]');
  let wired = false;
  $session.subscribe(({ loggedIn }) => {
    if (wired || !(loggedIn || anonymousCartOn())) return;
    wired = true;
    void import('../shopper/cart-across-tabs').then(({ $cartCount, followCartAcrossTabs }) => {
      followCartAcrossTabs();
      $cartCount.subscribe((cartCount) => {
        if (badge) {
          badge.textContent = String(cartCount);
          badge.hidden = cartCount === 0;
        }
        if (label) label.textContent = tn('topbar.cartCount', cartCount);
      });
    });
  });
}

/**
 * Offline sends the shopper to /no-connection, back online to Home (spec: account §2 Routing).
 * Going offline cannot load a page, so the no-connection message is shown from a template the
 * shell already carries, under the /no-connection address.
 */
function watchConnection(): void {
  const showNoConnection = () => {
    if (location.pathname === NO_CONNECTION_PATH) return;
    const template = document.querySelector<HTMLTemplateElement>('#no-connection-template');
    const main = document.querySelector('main');
    if (!template || !main) return;
    main.replaceChildren(template.content.cloneNode(true));
    document.title = template.dataset.title ?? document.title;
    history.pushState({}, '', NO_CONNECTION_PATH);
  };
  window.addEventListener('offline', showNoConnection);
  window.addEventListener('online', () => location.assign(HOME_PATH));
  if (!navigator.onLine) showNoConnection();
}

/**
 * The service worker (src/shell/app-update/web-app/service-worker.ts, served at SERVICE_WORKER_PATH) once
 * the page has loaded, so it never competes with the page's own requests. Its script is always
 * asked of the server (`updateViaCache: 'none'`), and again when the version check (its
 * `sporta:version-checked` event, detail `{ newer }`) finds a newer build. Costs ~90 bytes gzip
 * in the shell's entry, every page's (bench/page-weight.mjs): the least a registration can.
 */
function registerServiceWorker(): void {
  addEventListener('load', () =>
    navigator.serviceWorker?.register('/sw.js', { updateViaCache: 'none' }).then(
      (registration) =>
        addEventListener('sporta:version-checked', (event) => {
          // Playwright's blocked workers resolve to no registration.
          if ((event as CustomEvent<{ newer?: boolean }>).detail?.newer)
            void registration?.update();
        }),
      // Refused (no worker in `astro dev`, a browser's setting): the shop works as without it.
      () => undefined,
    ),
  );
}

/** Back navigation restores the old position, again after 500 ms for late content (spec §2). */
export const SCROLL_RESTORE_DELAY_MS = 500;
const SCROLL_KEY = 'sporta.scroll';

function restoreScroll(): void {
  const entry = (history.state?.sportaEntry as string | undefined) ?? crypto.randomUUID();
  history.replaceState({ ...history.state, sportaEntry: entry }, '');
  const positions = readPositions();
  window.addEventListener('pagehide', () => {
    positions[entry] = window.scrollY;
    sessionStorage.setItem(SCROLL_KEY, JSON.stringify(positions));
  });

  const saved = positions[entry];
  if (!cameBack() || saved === undefined) {
    if (!location.hash) window.scrollTo(0, 0);
    return;
  }
  window.scrollTo(0, saved);
  // Again once late content is in, unless the shopper has moved meanwhile.
  const early = window.scrollY;
  setTimeout(() => {
    if (window.scrollY === early) window.scrollTo(0, saved);
  }, SCROLL_RESTORE_DELAY_MS);
}

function readPositions(): Record<string, number> {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(SCROLL_KEY) ?? '{}');
    return typeof value === 'object' && value !== null ? (value as Record<string, number>) : {};
  } catch {
    return {};
  }
}
