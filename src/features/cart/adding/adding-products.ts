/**
 * Adding products from a card or the product page (spec: shopping §4 "Add to cart"): a shopper
 * with an address and a slot first, then the quantity — by the queue of line changes, or at once
 * for a product with chosen options.
 */
import { addMessages, t } from '@sporta/i18n';
import { cartSteps } from '@sporta/i18n/messages/cart-steps';
import { firstQuantity, hasAddress, hasTimeslot, missingToShop } from '@sporta/rules';
import { autoAssignedCountsOn } from '../../../platform/auto-assigned';
import {
  attempt,
  done,
  type Outcome,
  refused,
  type Withdrawn,
  withdrawn,
} from '../../../platform/results/outcome';
import { anonymousCartOn } from '../../../platform/shopper/anonymous-cart';
import { $cart, type Cart, cartChanged } from '../../../platform/shopper/cart-state';
import { $session } from '../../../platform/shopper/shopper';
import type { CartSlotProduct } from '../../../platform/slots/cart-slot';
import { productKey } from '../cart-lines';
import { cartApi, loadCart, refuseLine } from '../cart-store';
import { changeQuantity, shownQuantity, startAdding, stepLine } from '../line-changes';
import { added, addItem, addThenCode } from './cart-answers';

addMessages(cartSteps);

/**
 * Signed in, with an address and a slot chosen (spec: shopping §4 "Add to cart") — or nothing
 * asked with an anonymous cart (@sporta/rules `missingToShop`); the login and delivery dialogs'
 * code arrives only when one of them is missing.
 */
export async function readyToAdd(): Promise<boolean> {
  const signedIn = $session.get().loggedIn;
  const anonymous = anonymousCartOn();
  let cart = $cart.get();
  if (signedIn && !anonymous && !cart) {
    cart = await loadCart({ quiet: true }).catch(() => null);
    // Without the cart nothing is known of the delivery: the request layer has said why.
    if (!cart) return false;
  }
  const assumedCounts = autoAssignedCountsOn();
  const state = {
    signedIn,
    hasAddress: hasAddress(cart, assumedCounts),
    hasTimeslot: hasTimeslot(cart, assumedCounts),
  };
  if (!missingToShop(state, 'add', anonymous)) return true;
  return (await import('../dialogs')).readyToShop();
}

/**
 * "Aggiungi" on a card or the product page (spec: shopping §4 "Add to cart"): a shopper with an
 * address and a slot (the login and delivery dialogs first when needed), then the quantity chosen
 * on the product page or the product's first one — or one step more when it is already in the cart.
 */
export async function addProduct(
  product: CartSlotProduct,
  chosen?: number,
): Promise<Outcome<void> | Withdrawn> {
  if (!(await readyToAdd())) return withdrawn;
  const key = productKey(product.productId);
  if (firstQuantity(product.rule) === undefined) {
    refuseLine(key, t('errors.maxAcq'));
    return refused('errors.maxAcq');
  }
  startAdding(key, product);
  // Sent by the queue of line changes: a refusal shows on the line, not here.
  if (chosen !== undefined && shownQuantity(key) === 0) changeQuantity(key, chosen);
  else stepLine(key, product.rule, 'up');
  return done(undefined);
}

/**
 * A product with chosen options (the product page's form): its own line, added at once — the
 * same product with other options is another line; a gift code given with it is applied after.
 */
export async function addWithOptions(
  product: CartSlotProduct,
  choices: Readonly<Record<string, string>>,
  chosen?: number,
  giftCode?: string,
): Promise<Outcome<Cart> | Withdrawn> {
  if (!(await readyToAdd())) return withdrawn;
  const quantity = chosen ?? firstQuantity(product.rule);
  if (quantity === undefined) return refused('errors.maxAcq');
  return attempt(async () =>
    cartChanged(
      await addThenCode(
        cartApi(),
        [addItem(product, quantity, choices)],
        {
          fallback: 'cart.productAddError',
          onEnvelope: (envelope) => added(envelope, product, quantity),
        },
        giftCode,
      ),
    ),
  );
}

/**
 * "Aggiungi" on a card whose product has options or a selectable promo (spec: shopping §4: login,
 * address and slot first, then the options gathered, the promo chosen): the option dialog, loaded
 * with the first such press, then the add with what was chosen. Withdrawn when closed without a choice.
 */
export async function addWithChoices(product: CartSlotProduct): Promise<Outcome<Cart> | Withdrawn> {
  if (!(await readyToAdd())) return withdrawn;
  const choices = await (await import('./ProductChoices')).chooseFor(product);
  return choices ? addWithOptions(product, choices) : withdrawn;
}
