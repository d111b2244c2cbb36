/**
 * The shopper's cart: its stores and actions (spec: shopping §4 "Add to cart", "Quantity
 * stepping"; §7 Cart), one file a job — cart-store.ts (what the islands render), line-changes.ts
 * (stepping, typing, removing, emptying), adding-products.ts (a card's or the product page's add),
 * bulk-adds.ts (an order's or a list's products at once), cart-answers.ts (what adds send and
 * their answers say). Islands import from here.
 */
export { $cart, type Cart } from '../../platform/shopper/cart-state';
export { addProduct, addWithChoices, addWithOptions } from './adding/adding-products';
export { type AddedAtOnce, addListToCart, addOrderToCart, addToCart } from './adding/bulk-adds';
export { CART_TOAST_MS } from './adding/cart-answers';
export {
  $cartBusy,
  $held,
  $intents,
  $lineErrors,
  $shownCart,
  cartItemCount,
  loadCart,
  refuseLine,
  takeCart,
} from './cart-store';
export {
  cartSettled,
  changeQuantity,
  closeCart,
  confirmHeld,
  enterQuantity,
  shownQuantity,
  stepLine,
} from './line-changes';
