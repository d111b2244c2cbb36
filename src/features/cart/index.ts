/** What other features may use of the cart: its actions, the store they keep, a line as shown. */
export {
  $cart,
  $lineErrors,
  $shownCart,
  type AddedAtOnce,
  addListToCart,
  addOrderToCart,
  addToCart,
  type Cart,
  cartItemCount,
  changeQuantity,
  loadCart,
  takeCart,
} from './cart';
export { type CartLine, groupsOf, lineKey, linesOf, unitOf } from './cart-lines';
export { $cartTerms, loadCartTerms } from './cart-terms';
export { cartTotals, orderTotals, type ShownTotals } from './drawer/cart-totals';
export { LineRow } from './drawer/LineRow';
export { splitLines } from './drawer/line-availability';
