/**
 * The shopper's cart as the shell needs it. The cart itself is loaded through the SDK by the
 * cart issue; until then the shell shows no count and the guest message.
 */
import { atom } from 'nanostores';

export interface CartSummary {
  cartId: number;
  totalItems: number;
}

export const $cart = atom<CartSummary | null>(null);

/** Items in the cart; 0 without a cart. A function, not a computed store: it keeps page JS small. */
export function cartItemCount(cart: CartSummary | null): number {
  return cart?.totalItems ?? 0;
}
