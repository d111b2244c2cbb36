/**
 * The shopper's cart as the shell needs it. The cart itself is loaded through the SDK by the
 * cart issue; until then the shell shows no count and the guest message.
 */
import { atom, computed } from 'nanostores';

export interface CartSummary {
  cartId: number;
  totalItems: number;
}

export const $cart = atom<CartSummary | null>(null);
export const $cartItemCount = computed($cart, (cart) => cart?.totalItems ?? 0);
