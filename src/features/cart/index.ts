/** What other features may use of the cart: its actions and the store they keep. */
export { $cart, addToCart, type Cart, cartItemCount, loadCart } from './cart';
