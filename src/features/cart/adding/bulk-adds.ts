/**
 * Adding many products at once: a past order's or a list's (spec: shopping §7
 * cart/add-all-from-order, cart/add-all-from-wishlist), or the items another feature hands over.
 */
import type { MessageKey } from '@sporta/i18n';
import type { cartArea } from '@sporta/sdk';
import { failureText } from '../../../platform/results/failure-text';
import {
  done,
  type Outcome,
  refusedWith,
  type Withdrawn,
  withdrawn,
} from '../../../platform/results/outcome';
import { $cart, type Cart, cartChanged } from '../../../platform/shopper/cart-state';
import { cartApi, loadCart } from '../cart-store';
import { readyToAdd } from './adding-products';
import type { Said } from './cart-answers';

/** Adds products at once (lists and orders add through here). */
export async function addToCart(
  items: Parameters<ReturnType<typeof cartArea>['add']>[0],
): Promise<Cart> {
  return cartChanged(await cartApi().add(items, { fallback: 'cart.productsAddError' }));
}

/** What adding a past order's or a list's products at once gave. */
export interface AddedAtOnce {
  /** The cart before and after: what the caller compares to tell what went in. */
  before: Cart;
  after: Cart;
  /** Lines a rule refused (the reference backend: 'Nome: motivo'), for the caller to name. */
  warnings: string[];
  infos: string[];
}

/**
 * Products added at once: a shopper with an address and a slot first, as for any add; the
 * answer's messages are the caller's to show where the shopper acted (not as toasts). A refusal
 * carries every text of the answer (the products it names).
 */
async function addAtOnce(
  send: (told: {
    toasts: false;
    fallback: MessageKey;
    onEnvelope: (envelope: Said) => void;
  }) => Promise<Cart>,
  fallback: MessageKey,
): Promise<Outcome<AddedAtOnce> | Withdrawn> {
  if (!(await readyToAdd())) return withdrawn;
  try {
    const before = $cart.get() ?? (await loadCart({ quiet: true }));
    let said = { warnings: [] as string[], infos: [] as string[] };
    const after = await send({
      toasts: false,
      fallback,
      onEnvelope: ({ response }) => {
        said = { warnings: response.warnings, infos: response.infos };
      },
    });
    return done({ before, after: cartChanged(after), ...said });
  } catch (error) {
    return { ...refusedWith(error, fallback), text: failureText(error, fallback) };
  }
}

/** "Aggiungi tutto al carrello" on an order (spec: shopping §7 cart/add-all-from-order). */
export const addOrderToCart = (orderId: number) =>
  addAtOnce(
    (told) => cartApi().addAllFromOrder(orderId, told),
    'errors.errorAddingProductFromOrder',
  );

/** "Aggiungi tutta la lista al carrello" (spec: shopping §7 cart/add-all-from-wishlist). */
export const addListToCart = (listId: number) =>
  addAtOnce(
    (told) => cartApi().addAllFromWishlist(listId, told),
    'errors.errorAddingProductFromList',
  );
