/**
 * The shell's part in signing in (issue 13): the top bar shows the guest entry or the shopper's
 * account menu as `$session` says (a sign-in or an expired session switches them in place);
 * Home offers the login when a guest was sent there from a login-required page (`/?next=`); a
 * guest following a link to such a page gets the login dialog first, then the page.
 */
import { isLoginRequired, NEXT_PARAM, safeNextPath } from '../../platform/routes';
import { $session } from '../../platform/shopper/shopper';
import {
  askOverlay,
  LOGIN_DIALOG,
  LOGIN_OVERLAY,
  leavePageFromOverlay,
  openOverlay,
} from '../overlay/overlay';

const loginDialog = () => document.getElementById('dialog-login');

export function wireShopperEntry(): void {
  const guest = document.querySelector<HTMLElement>('[data-topbar-guest]');
  const shopper = document.querySelector<HTMLElement>('[data-topbar-shopper]');
  const name = shopper?.querySelector<HTMLElement>('[data-shopper-name]');
  const button = shopper?.querySelector<HTMLButtonElement>('[data-shopper-label]');
  const menu = shopper?.querySelector<HTMLElement>('#topbar-account-menu');
  if (button && menu) wireAccountMenu(button, menu);
  $session.subscribe(({ loggedIn, firstName }) => {
    if (guest) guest.hidden = loggedIn;
    if (!shopper) return;
    shopper.hidden = !loggedIn;
    // The server put the words in the page: no catalogue text travels in this script.
    const account = button?.dataset.shopperLabel ?? '';
    if (name) name.textContent = firstName ?? account;
    button?.setAttribute('aria-label', firstName ? `${firstName}, ${account}` : account);
  });
}

/** The account menu (disclosure pattern): the button shows it; Escape, a click elsewhere or leaving it closes it. */
function wireAccountMenu(button: HTMLButtonElement, menu: HTMLElement): void {
  const show = (open: boolean) => {
    menu.hidden = !open;
    button.setAttribute('aria-expanded', String(open));
  };
  button.addEventListener('click', () => show(menu.hidden !== false));
  menu.parentElement?.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || menu.hidden) return;
    show(false);
    button.focus();
  });
  document.addEventListener('click', (event) => {
    if (!menu.hidden && !menu.parentElement?.contains(event.target as Node)) show(false);
  });
  menu.parentElement?.addEventListener('focusout', (event) => {
    if (!menu.parentElement?.contains(event.relatedTarget as Node | null)) show(false);
  });
}

/** `/?next=/profile/orders` for a guest: the login dialog, then that page (LoginDialog goes there). */
export function offerLoginForNext(): void {
  const next = safeNextPath(new URLSearchParams(location.search).get(NEXT_PARAM));
  if (next && !$session.get().loggedIn && loginDialog()) openOverlay(LOGIN_OVERLAY);
}

/** A guest's click on a link to a login-required page: sign in first, then go (not dropped at Home). */
export function guardLinks(): void {
  document.addEventListener('click', (event) => {
    if (event.defaultPrevented || event.button !== 0 || $session.get().loggedIn) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || link.target === '_blank') return;
    const url = new URL(link.href, location.href);
    if (url.origin !== location.origin || !isLoginRequired(url.pathname) || !loginDialog()) return;
    event.preventDefault();
    void askOverlay(LOGIN_DIALOG).then((signedIn) => {
      if (signedIn) leavePageFromOverlay(url.pathname + url.search + url.hash);
    });
  });
}
