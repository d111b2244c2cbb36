/**
 * Changing the cart's lines (spec: shopping §4 "Quantity stepping", §5 typed quantities, §2
 * "Svuota carrello"). Every quantity change goes through one queue of line updates
 * (line-updates.ts): the page shows the shopper's intent at once (pending-cart.ts), at most one
 * request per line is under way, answers are applied in order, a refusal puts the line back with
 * the server's message on it, an expired session asks for the login and sends the change again.
 */
import { addMessages, t } from '@sporta/i18n';
import { cartSteps } from '@sporta/i18n/messages/cart-steps';
import { minusChange, plusChange, type SellingRule, typedQuantity } from '@sporta/rules';
import { EbsnError } from '@sporta/sdk';
import { firstFailureText } from '../../platform/results/failure-text';
import { attempt, type Outcome, type Withdrawn, withdrawn } from '../../platform/results/outcome';
import { $cart, type Cart, cartChanged } from '../../platform/shopper/cart-state';
import type { CartSlotProduct } from '../../platform/slots/cart-slot';
import { cartUpdateOff } from '../../platform/slots/cart-update';
import { showToast } from '../../shell/overlay/toasts';
import { added, addItem, CART_TOAST_MS, tell } from './adding/cart-answers';
import { isProductKey, lineKey, linesOf } from './cart-lines';
import {
  $cartBusy,
  $held,
  $intents,
  $lineErrors,
  $shownCart,
  cartApi,
  lineApi,
  loadingTold,
  refuseLine,
} from './cart-store';
import { createLineUpdates } from './line-updates';

addMessages(cartSteps);

/** Products being added from a card or the product page, by line key: what `cart/add` sends. */
const adding = new Map<string, CartSlotProduct>();

/**
 * Lines whose pending quantity was reached by pluses the rules make package adds (spec: shopping
 * §4 "Plus on a packaged item at or above the multiple converts the line to a package add"): they
 * go to the server as `cart/add` of the packages, not as `cart/update` of the line.
 */
const byPackages = new Set<string>();

/** A product about to be added from a card or the product page: its line's first change adds it. */
export function startAdding(key: string, product: CartSlotProduct): void {
  adding.set(key, product);
}

let removals = 0;

/**
 * A line the server removed: once the queue is at rest, one success toast for all the lines
 * removed together (spec: shopping §8 "Success messages: … product removed, products removed").
 */
function removed(cart: Cart): Cart {
  removals += 1;
  if (removals === 1)
    void updates.settled().then(() => {
      const key = removals > 1 ? 'success.productsRemoved' : 'success.productRemoved';
      removals = 0;
      showToast({ kind: 'success', duration: CART_TOAST_MS, message: t(key) });
    });
  return cart;
}

function sendLine(key: string, quantity: number): Promise<Cart> {
  const line = linesOf($cart.get()).find((candidate) => lineKey(candidate) === key);
  // Refusals are said on the line; one the server does not word, by the step's key (shopping §8).
  const told = { toasts: false, onEnvelope: tell } as const;
  if (line && byPackages.has(key) && quantity > line.quantity) {
    // The packages only: the line's own infos (its substitution choice) stay as they are.
    const packages = { productId: line.product.productId, quantity: quantity - line.quantity };
    return lineApi().add([packages], { ...told, fallback: 'cart.productAddError' });
  }
  if (line) {
    const item = { itemId: line.itemId, productId: line.product.productId };
    return quantity === 0
      ? lineApi()
          .remove([item], { ...told, fallback: 'errors.errorRemovingProduct' })
          .then(removed)
      : lineApi().update([{ itemId: line.itemId, quantity }], {
          ...told,
          fallback: 'errors.errorSettingProduct',
        });
  }
  const product = adding.get(key);
  // Nothing to remove, or nothing known to add: the cart as it is.
  if (!product || quantity === 0) return lineApi().view(loadingTold());
  return lineApi().add([addItem(product, quantity)], {
    toasts: false,
    fallback: 'cart.productAddError',
    onEnvelope: (envelope) => {
      tell(envelope);
      added(envelope, product, quantity);
    },
  });
}

const updates = createLineUpdates<Cart>({
  send: sendLine,
  view: () => lineApi().view(loadingTold()),
  show(cart) {
    cartChanged(cart);
    showIntents();
  },
  refused(key, error) {
    showIntents();
    refuseLine(key, firstFailureText(error));
  },
  isSessionExpired: (error) => error instanceof EbsnError && error.httpStatus === 419,
  busy: (busy) => $cartBusy.set(busy),
  // The shell made the page a guest's and opened the login; the change goes on after sign-in.
  signInAgain: () => {
    showToast({ kind: 'error', message: t('errors.sessionExpired') });
    return import('./dialogs').then(({ requireLogin }) => requireLogin());
  },
});

/** The shopper wants `quantity` of a line (0 removes it); shown at once, sent by the queue. */
export function changeQuantity(key: string, quantity: number): void {
  byPackages.delete(key);
  want(key, quantity);
}

function want(key: string, quantity: number): void {
  if ($lineErrors.get()[key]) {
    const { [key]: _, ...others } = $lineErrors.get();
    $lineErrors.set(others);
  }
  const line = linesOf($cart.get()).find((candidate) => lineKey(candidate) === key);
  // spec: shopping §4 "When updating the cart is switched off, the quantity is only held locally":
  // a line's new quantity waits for "Aggiorna carrello"; adds and (confirmed) removals go at once.
  if (line && quantity > 0 && cartUpdateOff()) {
    const held = new Map($held.get());
    if (quantity === line.quantity) held.delete(key);
    else held.set(key, quantity);
    $held.set(held);
  } else updates.change(key, quantity);
  showIntents();
}

/** The quantities shown over the server's cart: those on their way, then those held. */
function showIntents(): void {
  $intents.set(new Map([...updates.pending(), ...$held.get()]));
}

/** "Aggiorna carrello": the held quantities go to the server, by the same queue as any change. */
export function confirmHeld(): Promise<void> {
  const held = $held.get();
  $held.set(new Map());
  for (const [key, quantity] of held) updates.change(key, quantity);
  showIntents();
  return updates.settled();
}

/** Resolves when no line change is under way and the cart shown is the server's. */
export const cartSettled = () => updates.settled();

/** The quantity of a line key as the shopper sees it (0 when not in the cart). */
export function shownQuantity(key: string): number {
  return linesOf($shownCart.get()).find((line) => lineKey(line) === key)?.quantity ?? 0;
}

/**
 * Plus or minus on a line (spec: shopping §4 "Quantity stepping"), from the quantity shown at the
 * moment of the press — presses quicker than the page redraws each count. `removing` decides how
 * a step to 0 is asked for (the drawer confirms first); a step between 0 and minAcq is refused.
 */
export function stepLine(
  key: string,
  rule: SellingRule,
  direction: 'up' | 'down',
  removing: () => void = () => changeQuantity(key, 0),
): void {
  const current = shownQuantity(key);
  if (direction === 'up') {
    const plus = plusChange(rule, current);
    if (!plus) return;
    // Only a line of the product itself takes packages: one with chosen options is set instead.
    if (plus.kind === 'addPackage' && isProductKey(key)) {
      byPackages.add(key);
      want(key, plus.quantity);
    } else changeQuantity(key, plus.quantity);
    return;
  }
  // spec: shopping §4 "Minus below minAcq gives an error": the line stays, the reason under it.
  const minus = minusChange(rule, current);
  if (!minus) return;
  if (minus.kind === 'remove') removing();
  else if (minus.kind === 'refuse') refuseLine(key, t(minus.key));
  else changeQuantity(key, minus.quantity);
}

/**
 * Empties the cart, or — for a reopened order (cart status 7) — cancels its modifications: the
 * order stays as it was (spec: shopping §2 "Svuota carrello", "ANNULLA modifiche").
 */
export async function closeCart(): Promise<Outcome<Cart> | Withdrawn> {
  const cart = $cart.get();
  // No cart known: nothing to empty (the drawer offers the button only with lines).
  if (!cart) return withdrawn;
  await updates.settled();
  return attempt(async () =>
    cartChanged(await cartApi().close(cart.cartId, { fallback: 'errors.emptyCart' })),
  );
}

/**
 * A quantity the shopper typed (Pezzo and Confezione, spec: shopping §5): rounded, capped or
 * refused with the reason on the line; 0 is a removal, which `remove` decides how to ask for.
 */
export function enterQuantity(
  key: string,
  rule: SellingRule,
  typed: number,
  remove: () => void = () => changeQuantity(key, 0),
): void {
  if (rule.kind !== 'pieces') return;
  if (typed === 0) {
    remove();
    return;
  }
  const checked = typedQuantity(rule, typed);
  if (checked.ok) changeQuantity(key, checked.quantity);
  else refuseLine(key, t(checked.key, 'params' in checked ? { ...checked.params } : undefined));
}
