// @vitest-environment jsdom
/**
 * A shared list is confirmed for the cart's delivery address (shopping §7 wishlist/confirm): with
 * no address on the cart nothing is sent and the shopper is told to choose one first.
 */
import { describe, expect, it, vi } from 'vitest';
import { $cart, type Cart } from '../../../platform/shopper/cart-state';
import { confirmSharedList } from './confirm-shared';

describe('confirming a shared list', () => {
  it('given a cart without a delivery address, then it is refused before any call', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    $cart.set({ cartId: 9, totalItems: 0 } as Cart);
    await expect(confirmSharedList(45)).resolves.toEqual({
      ok: false,
      key: 'lists.confirm.noAddress',
      text: 'Scegli prima l’indirizzo di consegna, poi conferma la lista.',
    });
    expect(fetch).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });
});
