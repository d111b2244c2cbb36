/**
 * Two tabs of the same shopper converge (issue 16), whoever changed the cart: this tab, another,
 * or a call to /ebsn/api made by no cart code. One way: the proxy's cart mark cookie
 * (platform/shopper/cart-mark.ts). When it no longer matches this tab's cart, the tab reads the
 * cart again, quietly, and every island showing it follows.
 */
import { cartArea, createEbsnCore, noTokenStore } from '@sporta/sdk';
import { computed, type ReadableAtom } from 'nanostores';
import { CART_COUNT_COOKIE, cookieIn } from '../../platform/cookies';
import { cartMark } from '../../platform/shopper/cart-mark';
import { $cart, $lineRequests, type Cart, cartChanged } from '../../platform/shopper/cart-state';
import { connectQuietly } from '../hydration/background-core';
import { $pendingRequests } from '../overlay/requests';

type Follow = {
  /** The mark as the browser holds it now. */
  readMark(): string | undefined;
  /** Calls `changed` when the mark may have changed. */
  watch(changed: () => void): void;
  read(): Promise<Cart>;
  /** This tab's own requests under way: their answers are kept by the code that asked. */
  underWay: ReadableAtom<number>;
};

/**
 * Reads the cart again whenever the mark is not this tab's cart's, once this tab's own requests
 * have settled (the mark may be their answer's, not yet kept); one reading at a time, and a
 * reading that crossed a request of this tab is dropped — that request's answer is newer.
 */
export function followCart({ readMark, watch, read, underWay }: Follow): void {
  let reading = false;
  let started = 0;
  underWay.listen((count, before) => {
    if (count > (before ?? 0)) started += 1;
  });
  const compare = async () => {
    const mark = readMark();
    const cart = $cart.get();
    if (reading || mark === undefined || (cart && cartMark(cart) === mark)) return;
    reading = true;
    const crossed = started;
    let dropped = false;
    try {
      const now = await read();
      dropped = started !== crossed;
      if (!dropped) cartChanged(now);
    } catch {
      // Not read: the tab catches up with the mark's next change or its next page.
    } finally {
      reading = false;
    }
    if (dropped) whenSettled();
  };
  const whenSettled = () => {
    const off = underWay.subscribe((count) => {
      if (count > 0) return;
      queueMicrotask(() => off());
      // A macrotask: the settled answers' own code has mostly kept them by then (an answer still
      // being parsed only costs one more reading: the server has answered, so it is newer).
      setTimeout(compare);
    });
  };
  watch(whenSettled);
}

/** The top bar's count, for the shell, which loads this module once the shopper has a cart. */
export { $cartCount } from '../../platform/shopper/cart-state';

let quiet: ReturnType<typeof cartArea> | undefined;

/** Started by the shell on every page of a shopper who has a cart, once. */
export function followCartAcrossTabs(): void {
  followCart({
    readMark: () => cookieIn(document.cookie, CART_COUNT_COOKIE),
    watch(changed) {
      if ('cookieStore' in window) {
        window.cookieStore.addEventListener('change', (event) => {
          if (event.changed.some(({ name }) => name === CART_COUNT_COOKIE)) changed();
        });
        return;
      }
      // Without the Cookie Store API, the tab catches up when it is shown again.
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'visible') changed();
      });
    },
    // No loading overlay, and the cart as the drawer reads it (by sectors, like ebsn.ts's core).
    read: () => {
      quiet ??= cartArea(
        connectQuietly(createEbsnCore({ tokens: noTokenStore(), showSectors: true })),
      );
      return quiet.view();
    },
    underWay: computed([$pendingRequests, $lineRequests], (shown, lines) => shown + lines),
  });
}
