/**
 * Confirming a list shared with the shopper (spec: shopping §7 Wishlists "/wishlist/confirm query
 * address_id, list_id"; §6 shared lists). The spec names the call only; what it means here: a
 * list someone shares with the shopper (the household's weekly list) is confirmed FOR HER
 * DELIVERY ADDRESS — the reference backend puts that address on her cart, adds the list's
 * products to it and stamps the list confirmed (reference-backend/routes/wishlist.ts). So the
 * address is the one her cart has now; without one she is asked to choose it first.
 */
import { wishlistArea } from '@sporta/sdk';
import { attempt, type Outcome, refused } from '../../../platform/results/outcome';
import { $cart, type Cart } from '../../../platform/shopper/cart-state';
import { ebsnCore } from '../../../shell/hydration/ebsn';
import { loadCart, takeCart } from '../../cart';

/** The list confirmed for the cart's delivery address: the cart it filled. */
export async function confirmSharedList(listId: number): Promise<Outcome<Cart>> {
  const cart = $cart.get() ?? (await loadCart({ quiet: true }).catch(() => null));
  const addressId = cart?.shippingAddress?.addressId;
  if (!addressId) return refused('lists.confirm.noAddress');
  const outcome = await attempt(
    () => wishlistArea(ebsnCore()).confirm(listId, addressId) as Promise<{ cart?: Cart }>,
    'errors.errorAddingProductFromList',
  );
  if (!outcome.ok) return outcome;
  const filled = outcome.value?.cart ?? (await loadCart({ quiet: true }));
  return { ok: true, value: takeCart(filled) };
}
