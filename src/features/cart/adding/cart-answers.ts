/**
 * What the cart's add calls send and what their answers say (spec: shopping §4 "Add to cart",
 * §8): the item of a `cart/add`, the success toast of an add, an answer's other messages.
 */
import { addMessages, formatQuantity, t } from '@sporta/i18n';
import { cartSteps } from '@sporta/i18n/messages/cart-steps';
import type { cartArea } from '@sporta/sdk';
import type { Cart } from '../../../platform/shopper/cart-state';
import type { CartSlotProduct } from '../../../platform/slots/cart-slot';
import { showMessage } from '../../../shell/overlay/message-popup';
import { showToast } from '../../../shell/overlay/toasts';
import { unitOf } from '../cart-lines';

addMessages(cartSteps);

/** spec: shopping §9 "Toast duration 3000 ms in this flow". */
export const CART_TOAST_MS = 3000;

// spec: shopping §4 "A success message is shown only when the response has no error, info or
// warning messages."
/** "Hai aggiunto 1 pz di … al carrello", when the add's answer says nothing else. */
export function added(
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

/** What an answer said besides its data. */
export type Said = {
  response: { warnings: string[]; infos: string[]; codes?: Readonly<Record<string, string>> };
};

/**
 * An answer's warnings and infos as toasts, or as the modal of a code listed in showInPopupCode
 * (spec: shopping §8). Line calls ask the SDK for no toasts: a refusal shows on the line. (An
 * SDK option for this would weigh on every page, /login's budget.)
 */
export function tell({ response }: Said): void {
  const say = (kind: 'warning' | 'success', message: string) =>
    showMessage({ kind, message, code: response.codes?.[message] });
  for (const message of response.warnings) say('warning', message);
  for (const message of response.infos) say('success', message);
}

/**
 * The listing's search a product is added from (spec: shopping §7 cart/add "searchParams?"): the
 * page's query — its words `q` and the filters beside them — on a search, else none.
 */
export function listingSearch(
  search: string = globalThis.location?.search ?? '',
): Record<string, string> | undefined {
  const params = new URLSearchParams(search);
  return params.get('q')?.trim() ? Object.fromEntries(params) : undefined;
}

/**
 * What `cart/add` sends for a product: its first quantity, the options chosen, the product's
 * warehouse and the listing's search when there are (spec: shopping §7 "POST /cart/add body
 * {items:[{productId, quantity, deliveryWarehouseId?, searchParams?, infos.accept_alternatives,
 * extra params}]}").
 */
export const addItem = (
  product: CartSlotProduct,
  quantity: number,
  choices: Readonly<Record<string, string>> = {},
  search: Record<string, string> | undefined = listingSearch(),
) => ({
  productId: product.productId,
  quantity,
  ...choices,
  ...(product.warehouseId === undefined ? {} : { deliveryWarehouseId: product.warehouseId }),
  ...(search ? { searchParams: search } : {}),
  // spec: shopping §9 acceptAlternatives defaults to false, true for weight-based lines — or the
  // promo variant, decided where the slot was written (@sporta/rules addedAcceptingAlternatives).
  infos: {
    accept_alternatives: String(product.acceptAlternatives ?? product.rule.kind === 'weight'),
  },
});

type CartCalls = Pick<ReturnType<typeof cartArea>, 'add' | 'addCode'>;

// spec: shopping §4 "an optional gift code is sent, and the product is added" — cart/add has no
// field for it (§7): the team's reading is that a code given with the add is applied right after
// it with cart-giftcertificate/add_code.
/** Adds the items, then applies the gift code given with them; the cart after both. */
export async function addThenCode(
  api: CartCalls,
  items: Parameters<CartCalls['add']>[0],
  told: Parameters<CartCalls['add']>[1],
  giftCode?: string,
): Promise<Cart> {
  const cart = await api.add(items, told);
  const code = giftCode?.trim();
  return code ? api.addCode(code) : cart;
}
