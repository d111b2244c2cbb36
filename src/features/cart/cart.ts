/**
 * The shopper's cart: its actions (spec: shopping §4 "Add to cart", "Quantity stepping"; §7 Cart).
 * Islands render `$shownCart` and call these. Every quantity change goes through one queue of
 * line updates (line-updates.ts): the page shows the shopper's intent at once (pending-cart.ts),
 * at most one request per line is under way, answers are applied in order, a refusal puts the
 * line back with the server's message on it, an expired session asks for the login and sends the
 * change again. Line changes use a core without the loading overlay, which would cover the
 * stepper being pressed.
 */
import { addMessages, formatQuantity, type MessageKey, t } from '@sporta/i18n';
import { cartSteps } from '@sporta/i18n/messages/cart-steps';
import {
  firstQuantity,
  missingToShop,
  plusChange,
  previousQuantity,
  type SellingRule,
  typedQuantity,
} from '@sporta/rules';
import { cartArea, createEbsnCore, EbsnError, noTokenStore } from '@sporta/sdk';
import { atom, computed } from 'nanostores';
import { anonymousCartOn } from '../../platform/anonymous-cart';
import type { CartSlotProduct } from '../../platform/cart-slot';
import { $cart, type Cart, cartChanged, hasAddress, hasTimeslot } from '../../platform/cart-state';
import { failureText, firstFailureText } from '../../platform/failure-text';
import { attempt, done, type Outcome, refused, withdrawn } from '../../platform/outcome';
import { $session } from '../../platform/shopper';
import { connectToShell, ebsnCore } from '../../shell/ebsn';
import { showMessage } from '../../shell/message-popup';
import { showToast } from '../../shell/toasts';
import { isProductKey, lineKey, linesOf, productKey, unitOf } from './cart-lines';
import { createLineUpdates } from './line-updates';
import { layIntents } from './pending-cart';

export { $cart, type Cart };

addMessages(cartSteps);

let shared: ReturnType<typeof cartArea> | undefined;
const cartApi = () => {
  shared ??= cartArea(ebsnCore());
  return shared;
};
let lines: ReturnType<typeof cartArea> | undefined;
/**
 * Line changes are shown before their answer: no loading overlay — it would cover the stepper the
 * shopper is still pressing — but the same toasts and session expiry as any call.
 */
const lineApi = () => {
  lines ??= cartArea(
    connectToShell(createEbsnCore({ tokens: noTokenStore(), showSectors: true }), {
      overlay: false,
    }),
  );
  return lines;
};

/** The quantities the shopper asked for that the server has not confirmed yet, by line key. */
export const $intents = atom<ReadonlyMap<string, number>>(new Map());

/** The cart as the shopper sees it: the server's last cart with the pending quantities over it. */
export const $shownCart = computed([$cart, $intents], (cart, intents) =>
  cart ? layIntents(cart, intents, lineKey) : null,
);

/** Line changes are under way: the cart shown is not yet the server's (steppers say `aria-busy`). */
export const $cartBusy = atom(false);

/** Why the server refused a line's last change, by line key; cleared by the line's next change. */
export const $lineErrors = atom<Readonly<Record<string, string>>>({});

/** Products being added from a card or the product page, by line key: what `cart/add` sends. */
const adding = new Map<string, CartSlotProduct>();

/**
 * Lines whose pending quantity was reached by pluses the rules make package adds (spec: shopping
 * §4 "Plus on a packaged item at or above the multiple converts the line to a package add"): they
 * go to the server as `cart/add` of the packages, not as `cart/update` of the line.
 */
const byPackages = new Set<string>();

/** spec: shopping §9 "Toast duration 3000 ms in this flow". */
export const CART_TOAST_MS = 3000;

// spec: shopping §4 "A success message is shown only when the response has no error, info or
// warning messages."
/** "Hai aggiunto 1 pz di … al carrello", when the add's answer says nothing else. */
function added(
  envelope: { response: { errors: string[]; warnings: string[]; infos: string[] } },
  product: CartSlotProduct,
  quantity: number,
): void {
  const { errors, warnings, infos } = envelope.response;
  if (errors.length + warnings.length + infos.length > 0) return;
  showToast({
    kind: 'success',
    duration: CART_TOAST_MS,
    message: t('success.productAdded', {
      quantity: formatQuantity(quantity),
      unit: unitOf(product.rule, t('cart.unit.piece'), t('cart.unit.pack')),
      name: product.name,
    }),
  });
}

/**
 * The messages of a line call's successful answer, as toasts. Line calls ask the SDK for none: a
 * refusal shows on the line. (An SDK option for this would weigh on every page, /login's budget.)
 */
/** What an answer said besides its data. */
type Said = {
  response: { warnings: string[]; infos: string[]; codes?: Readonly<Record<string, string>> };
};

/** As toasts, or as the modal of a code listed in showInPopupCode (spec: shopping §8). */
function tell({ response }: Said): void {
  const say = (kind: 'warning' | 'success', message: string) =>
    showMessage({ kind, message, code: response.codes?.[message] });
  for (const message of response.warnings) say('warning', message);
  for (const message of response.infos) say('success', message);
}

/** What `cart/add` sends for a product: its first quantity, the options chosen. */
const addItem = (
  product: CartSlotProduct,
  quantity: number,
  choices: Readonly<Record<string, string>> = {},
) => ({
  productId: product.productId,
  quantity,
  ...choices,
  // spec: shopping §9 acceptAlternatives defaults to false, true for weight-based lines.
  infos: { accept_alternatives: String(product.rule.kind === 'weight') },
});

function sendLine(key: string, quantity: number): Promise<Cart> {
  const line = linesOf($cart.get()).find((candidate) => lineKey(candidate) === key);
  const told = { toasts: false, onEnvelope: tell };
  if (line && byPackages.has(key) && quantity > line.quantity) {
    // The packages only: the line's own infos (its substitution choice) stay as they are.
    const packages = { productId: line.product.productId, quantity: quantity - line.quantity };
    return lineApi().add([packages], told);
  }
  if (line) {
    const item = { itemId: line.itemId, productId: line.product.productId };
    return quantity === 0
      ? lineApi().remove([item], told)
      : lineApi().update([{ itemId: line.itemId, quantity }], told);
  }
  const product = adding.get(key);
  // Nothing to remove, or nothing known to add: the cart as it is.
  if (!product || quantity === 0) return lineApi().view();
  return lineApi().add([addItem(product, quantity)], {
    toasts: false,
    onEnvelope: (envelope) => {
      tell(envelope);
      added(envelope, product, quantity);
    },
  });
}

const updates = createLineUpdates<Cart>({
  send: sendLine,
  view: () => lineApi().view(),
  show(cart) {
    cartChanged(cart);
    $intents.set(updates.pending());
  },
  refused(key, error) {
    $intents.set(updates.pending());
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
  updates.change(key, quantity);
  $intents.set(updates.pending());
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
 * a step to 0 is asked for (the drawer confirms first); the quantity it would go to is returned.
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
  const quantity = previousQuantity(rule, current);
  if (quantity === current) return;
  if (quantity === 0) removing();
  else changeQuantity(key, quantity);
}

/**
 * Signed in, with an address and a slot chosen (spec: shopping §4 "Add to cart") — or nothing
 * asked with an anonymous cart (@sporta/rules `missingToShop`); the login and delivery dialogs'
 * code arrives only when one of them is missing.
 */
async function readyToAdd(): Promise<boolean> {
  const signedIn = $session.get().loggedIn;
  const anonymous = anonymousCartOn();
  let cart = $cart.get();
  if (signedIn && !anonymous && !cart) {
    cart = await loadCart({ quiet: true }).catch(() => null);
    // Without the cart nothing is known of the delivery: the request layer has said why.
    if (!cart) return false;
  }
  const state = { signedIn, hasAddress: hasAddress(cart), hasTimeslot: hasTimeslot(cart) };
  if (!missingToShop(state, 'add', anonymous)) return true;
  return (await import('./dialogs')).readyToShop();
}

/**
 * "Aggiungi" on a card or the product page (spec: shopping §4 "Add to cart"): a shopper with an
 * address and a slot (the login and delivery dialogs first when needed), then the quantity chosen
 * on the product page or the product's first one — or one step more when it is already in the cart.
 */
export async function addProduct(
  product: CartSlotProduct,
  chosen?: number,
): Promise<Outcome<void>> {
  if (!(await readyToAdd())) return withdrawn;
  const key = productKey(product.productId);
  if (firstQuantity(product.rule) === undefined) {
    refuseLine(key, t('errors.maxAcq'));
    return refused(t('errors.maxAcq'));
  }
  adding.set(key, product);
  // Sent by the queue of line changes: a refusal shows on the line, not here.
  if (chosen !== undefined && shownQuantity(key) === 0) changeQuantity(key, chosen);
  else stepLine(key, product.rule, 'up');
  return done(undefined);
}

/**
 * A product with chosen options (the product page's form): its own line, added at once — the
 * same product with other options is another line.
 */
export async function addWithOptions(
  product: CartSlotProduct,
  choices: Readonly<Record<string, string>>,
  chosen?: number,
): Promise<Outcome<Cart>> {
  if (!(await readyToAdd())) return withdrawn;
  const quantity = chosen ?? firstQuantity(product.rule);
  if (quantity === undefined) return refused(t('errors.maxAcq'));
  return attempt(async () =>
    cartChanged(
      await cartApi().add([addItem(product, quantity, choices)], {
        onEnvelope: (envelope) => added(envelope, product, quantity),
      }),
    ),
  );
}

/**
 * "Aggiungi" on a card whose product has options or a selectable promo (spec: shopping §4: login,
 * address and slot first, then the options gathered, the promo chosen): the option dialog, loaded
 * with the first such press, then the add with what was chosen. Withdrawn when closed without a choice.
 */
export async function addWithChoices(product: CartSlotProduct): Promise<Outcome<Cart>> {
  if (!(await readyToAdd())) return withdrawn;
  const choices = await (await import('./ProductChoices')).chooseFor(product);
  return choices ? addWithOptions(product, choices) : withdrawn;
}

/**
 * Loads the cart as the server has it now (the drawer opening, a return to the tab); `quiet`:
 * without the loading overlay (the cards' steppers, loaded in the background).
 */
export async function loadCart({ quiet = false } = {}): Promise<Cart> {
  return cartChanged(await (quiet ? lineApi() : cartApi()).view());
}

/**
 * A cart the server handed over elsewhere — an order reopened for changes (order/modify, status
 * 7) — becomes the shopper's cart: the store, the badge and the other tabs.
 */
export const takeCart = (cart: Cart): Cart => cartChanged(cart);

/** Adds products at once (lists and orders add through here). */
export async function addToCart(
  items: Parameters<ReturnType<typeof cartArea>['add']>[0],
): Promise<Cart> {
  return cartChanged(await cartApi().add(items));
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
  send: (told: { toasts: false; onEnvelope: (envelope: Said) => void }) => Promise<Cart>,
  fallback: MessageKey,
): Promise<Outcome<AddedAtOnce>> {
  if (!(await readyToAdd())) return withdrawn;
  try {
    const before = $cart.get() ?? (await loadCart({ quiet: true }));
    let said = { warnings: [] as string[], infos: [] as string[] };
    const after = await send({
      toasts: false,
      onEnvelope: ({ response }) => {
        said = { warnings: response.warnings, infos: response.infos };
      },
    });
    return done({ before, after: cartChanged(after), ...said });
  } catch (error) {
    return refused(failureText(error, fallback));
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

/**
 * Empties the cart, or — for a reopened order (cart status 7) — cancels its modifications: the
 * order stays as it was (spec: shopping §2 "Svuota carrello", "ANNULLA modifiche").
 */
export async function closeCart(): Promise<Outcome<Cart>> {
  const cart = $cart.get();
  // No cart known: nothing to empty (the drawer offers the button only with lines).
  if (!cart) return withdrawn;
  await updates.settled();
  return attempt(async () => cartChanged(await cartApi().close(cart.cartId)));
}

/** A line's change the page refused before sending it (a typed quantity below minAcq). */
export function refuseLine(key: string, message: string): void {
  $lineErrors.set({ ...$lineErrors.get(), [key]: message });
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

/** Items in the cart; 0 without a cart. */
export function cartItemCount(cart: Cart | null): number {
  return cart?.totalItems ?? 0;
}
