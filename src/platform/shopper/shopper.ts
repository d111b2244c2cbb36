/**
 * Who is shopping, as every page may show it: logged in or not, first name, cart count. The
 * server loads it with the shopper's session (shopper.server.ts) and seeds `$session` in the
 * page; no session or account value ever reaches page JavaScript (docs/adr/0002).
 */
import { atom } from 'nanostores';
import { cartCountIn, cookieIn, SHOPPER_NAME_COOKIE } from '../cookies';

export interface Shopper {
  loggedIn: boolean;
  userId?: number;
  firstName?: string;
  /** Products in the cart as the server rendered the page (the live count: cart-state.ts `$cartCount`). */
  cartCount: number;
  /** user.profile.level of the cart (docs/adr/0014): read on the server only, never seeded. */
  profileLevel?: number;
  /**
   * What kind of user it is (shopping §6: master account, beta tester; account §6: CRM segments),
   * read by shopper.server.ts with @sporta/rules' questions, for the server's pages only (never
   * seeded): the orders across the account (master), the Home's segment row.
   */
  kind?: ShopperKind;
  /**
   * The cart's delivery service, one the shop knows (shared-pages.ts `sharedServiceOf`), read on
   * the server for Home's slides (account §7 new_slides `deliveryServiceId`); absent: the default.
   */
  service?: number;
}

export interface ShopperKind {
  masterAccount: boolean;
  betaTester: boolean;
  /** The user's CRM segments as the API gives them: ask @sporta/rules `inCrmSegment(kind, id)`. */
  crmUserSegments: readonly { crmSegment?: { crmSegmentId?: number | undefined } }[];
}

export const GUEST: Shopper = Object.freeze({ loggedIn: false, cartCount: 0 });

/** The shopper a cart answer shows: its user (userId above -1 is logged in, shopping §3) and totalItems. */
export function shopperOfCart(cart: {
  totalItems?: number | undefined;
  user?:
    | {
        userId: number;
        firstName?: string | undefined;
        profile?: { level?: number | undefined } | undefined;
      }
    | undefined;
}): Shopper {
  const cartCount = cart.totalItems ?? 0;
  const user = cart.user;
  if (!user || user.userId < 0) return { ...GUEST, cartCount };
  const shopper: Shopper = { loggedIn: true, userId: user.userId, cartCount };
  if (user.firstName) shopper.firstName = user.firstName;
  const level = user.profile?.level;
  if (typeof level === 'number') shopper.profileLevel = level;
  return shopper;
}

/** The shopper of this page, seeded from SSR by `seedSession()`; stores and islands keep it current. */
export const $session = atom<Shopper>(GUEST);

export const SESSION_SEED_ID = 'sporta-session';

/** The seed as JSON safe inside a <script type="application/json"> element. */
export function sessionSeed(shopper: Shopper): string {
  // The profile level decides on the server (profile-level-gate.ts); the page has no use for it.
  const { profileLevel: _serverOnly, kind: _serverOnlyToo, ...seen } = shopper;
  return JSON.stringify(seen).replaceAll('<', '\\u003c');
}

/** A shared page's shopper: signed in, nobody in particular (`seedSession` fills in who). */
export const SHARED_SHOPPER: Shopper = /* @__PURE__ */ Object.freeze({
  loggedIn: true,
  cartCount: 0,
});

/** Reads the server's seed into `$session` (once per page); a shared page's from the cookies. */
export function seedSession(doc: Document = document): void {
  const text = doc.getElementById(SESSION_SEED_ID)?.textContent;
  if (!text) return;
  try {
    const seed = JSON.parse(text) as Partial<Shopper>;
    const shopper: Shopper = { ...GUEST, ...seed, cartCount: Number(seed.cartCount) || 0 };
    if (shopper.loggedIn && !shopper.firstName) {
      const name = cookieIn(doc.cookie, SHOPPER_NAME_COOKIE);
      if (name) shopper.firstName = name;
      shopper.cartCount = cartCountIn(doc.cookie);
    }
    $session.set(shopper);
  } catch {
    // A broken seed leaves the guest view; the next cart answer corrects it.
  }
}
