/**
 * What the shopper settles on /checkout besides the lines (issue 17; spec: shopping §7 Cart, "Gift
 * and discount codes", §9 alternatives): discount codes and the shopper's gift certificates, the
 * bags, substitutions per line and for the whole order. Each change answers the cart, which every
 * island then shows; a refusal is the server's text, told where the shopper acted.
 */
import { cartArea, checkoutArea, registrationArea } from '@sporta/sdk';
import { attempt, done, type Outcome, refused } from '../../platform/results/outcome';
import { type Cart, cartChanged } from '../../platform/shopper/cart-state';
import { ebsnCore } from '../../shell/hydration/ebsn';

let areas:
  | {
      cart: ReturnType<typeof cartArea>;
      checkout: ReturnType<typeof checkoutArea>;
      registration: ReturnType<typeof registrationArea>;
    }
  | undefined;
const api = () => {
  areas ??= {
    cart: cartArea(ebsnCore()),
    checkout: checkoutArea(ebsnCore()),
    registration: registrationArea(ebsnCore()),
  };
  return areas;
};

/** Refusals are told where the shopper acted, not as toasts. */
const inline = { toasts: false } as const;

/** A change of the cart: the cart every island then shows, or the refusal's text. */
const changeCart = (change: () => Promise<Cart>): Promise<Outcome<Cart>> =>
  attempt(async () => cartChanged(await change()), 'errors.errorSettingCartInfo');

/** A discount code or a gift certificate's code: checked, then applied to the cart. */
export function applyCode(code: string): Promise<Outcome<Cart>> {
  const typed = code.trim();
  return changeCart(async () => {
    await api().cart.checkCode(typed, inline);
    return api().cart.addCode(typed, inline);
  });
}

/**
 * Removes a code: the refusal's text, or undefined when done. Still this shape, not an Outcome:
 * CheckoutSummary.tsx reads it, and is being changed by another hand (the totals) right now.
 */
export function removeCode(code: string): Promise<Outcome<Cart>> {
  return changeCart(() => api().cart.removeCode(code, inline));
}

/** A cart info (shopping §3 cartInfos): packaging_type_id, need_invoice … */
export function setCartInfo(property: string, value: string): Promise<Outcome<Cart>> {
  return changeCart(() => api().cart.setInfo(property, value, inline));
}

/** "Accetto sostituzioni" for some lines (cart/update-infos, infos.accept_alternatives). */
export function acceptAlternatives(
  itemIds: readonly (string | number)[],
  accept: boolean,
): Promise<Outcome<Cart>> {
  return changeCart(() =>
    api().cart.setItemInfos(
      itemIds.map((itemId) => ({ itemId, infos: { accept_alternatives: String(accept) } })),
      inline,
    ),
  );
}

export interface GiftCertificate {
  userGiftCertificateId?: number;
  giftCertificateId?: number;
  code: string;
  name: string;
  description?: string;
}

const isCertificate = (value: unknown): value is GiftCertificate =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as GiftCertificate).code === 'string' &&
  typeof (value as GiftCertificate).name === 'string';

/** The shopper's gift certificates not used yet (giftcertificate/list; its shape is not shown). */
export const loadGiftCertificates = () =>
  listOf(() => api().registration.giftCertificates(), isCertificate);

/** A list answer's items that are what the shop needs; none when it cannot be loaded. */
async function listOf<T>(load: () => Promise<unknown>, isItem: (value: unknown) => value is T) {
  try {
    const data = await load();
    return Array.isArray(data) ? data.filter(isItem) : [];
  } catch {
    // The request layer has told why; the checkout goes on without this list to choose from.
    return [];
  }
}

export interface Bag {
  id: number;
  name: string;
  description: string;
  price: number;
  selected: boolean;
}

/** The bags to choose from (packaging-type/list, as products). */
export async function loadBags(): Promise<Bag[]> {
  try {
    const data = (await api().checkout.packagingTypes()) as { products?: unknown[] } | undefined;
    return (data?.products ?? []).flatMap((product) => {
      const bag = product as {
        productId?: number;
        name?: string;
        description?: string;
        priceDisplay?: number;
        selected?: boolean;
      };
      return typeof bag.productId === 'number' && typeof bag.name === 'string'
        ? [
            {
              id: bag.productId,
              name: bag.name,
              description: bag.description ?? '',
              price: bag.priceDisplay ?? 0,
              selected: bag.selected === true,
            },
          ]
        : [];
    });
  } catch {
    // No bags to choose: the cart keeps the bags it has (the request layer has told why).
    return [];
  }
}

export interface BillingIdentity {
  personFiscalId: number;
  companyName: string;
  vatNumber: string;
  fiscalCode?: string;
  address1?: string;
  city?: string;
  postalCode?: string;
}

const isIdentity = (value: unknown): value is BillingIdentity =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as BillingIdentity).personFiscalId === 'number' &&
  typeof (value as BillingIdentity).vatNumber === 'string';

/** The shopper's billing data (user-person-fiscal/list); none when it cannot be loaded. */
export const loadBillingIdentities = () =>
  listOf(() => api().registration.billingIdentities(), isIdentity);

/** New billing data (user-person-fiscal/insert-billing-address): the saved one, or the refusal. */
export async function addBillingIdentity(
  identity: Omit<BillingIdentity, 'personFiscalId'>,
): Promise<Outcome<BillingIdentity>> {
  const saved = await attempt<unknown>(
    () => api().registration.addBillingIdentity({ ...identity }),
    'errors.errorSettingCartInfo',
  );
  if (!saved.ok) return saved;
  return isIdentity(saved.value) ? done(saved.value) : refused('errors.errorSettingCartInfo');
}
