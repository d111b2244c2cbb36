/**
 * The login and delivery dialogs' actions, which the cart needs only when the shopper is not
 * ready to add (or their session expired): loaded on demand, in a chunk of their own.
 */
export { requireLogin } from '../auth';
export { readyToShop } from '../delivery';
