/**
 * What the list pages show of the API's lists (spec: shopping §3 Wishlist: id or listId, name,
 * size, sharingData.grant, wishlistItems, wishlistInactiveItems, default flag): plain records the
 * server hands the islands and the store keeps. Pure: no store, no SDK call.
 */
import type { components } from '@sporta/sdk';

export type Wishlist = components['schemas']['Wishlist'];
type WishlistItem = components['schemas']['WishlistItem'];

/** The grant of the shopper's own lists (the reference backend's; the real API may send none). */
export const OWNER_GRANT = 'OWNER';
/** spec: shopping §6 "A shared list with grant READ cannot be edited; any other grant can." */
export const READ_GRANT = 'READ';

/** The page of a list (account §2 'Dettaglio lista'). */
export const listHref = (listId: number) => `/profile/lists/${listId}`;

/** One of the shopper's lists, as the lists page and the list selector show it. */
export interface ListSummary {
  listId: number;
  name: string;
  /** Products in it. */
  size: number;
  /** The shopper's default list (the star). */
  isDefault: boolean;
  /** Another shopper's list shared with this one ('condivisa'). */
  shared: boolean;
  /** Its products may be changed: any grant but READ. */
  editable: boolean;
}

/** A product saved in a list: the line's id and how much. */
export interface SavedProduct {
  itemId: string;
  quantity: number;
}

/** The products of one list by product id. */
export type ListContents = Readonly<Record<number, SavedProduct>>;

export const listIdOf = (list: Wishlist): number | undefined => list.listId ?? list.id;

export function listSummaryOf(list: Wishlist): ListSummary | undefined {
  const listId = listIdOf(list);
  if (listId === undefined) return undefined;
  const grant = list.sharingData?.grant;
  const items = (list.wishlistItems?.length ?? 0) + (list.wishlistInactiveItems?.length ?? 0);
  return {
    listId,
    name: list.name ?? '',
    size: list.size ?? items,
    isDefault: list.isDefault === true,
    shared: grant !== undefined && grant !== OWNER_GRANT,
    editable: grant !== READ_GRANT,
  };
}

/** wishlist/list answers data.personalList or the lists as data (spec: shopping §7). */
export function listSummariesOf(answer: Wishlist[] | { personalList?: Wishlist[] }): ListSummary[] {
  const lists = Array.isArray(answer) ? answer : (answer.personalList ?? []);
  return lists.flatMap((list) => {
    const summary = listSummaryOf(list);
    return summary ? [summary] : [];
  });
}

/** The names a new name of `listId` (or of a new list) must differ from: the shopper's own lists. */
export const otherListNames = (lists: readonly ListSummary[], listId?: number): string[] =>
  lists.filter((list) => !list.shared && list.listId !== listId).map((list) => list.name);

/** Every line of a list, available ones first (the API gives the unavailable apart). */
export function listLinesOf(list: Wishlist): { item: WishlistItem; available: boolean }[] {
  return [
    ...(list.wishlistItems ?? []).map((item) => ({ item, available: true })),
    ...(list.wishlistInactiveItems ?? []).map((item) => ({ item, available: false })),
  ];
}

/** Loose goods are saved by weight: the line's weight when it has one, else its quantity. */
const amountOf = (item: WishlistItem): number => item.weight ?? item.quantity ?? 0;

/** Which products a list holds, by product id (what the store keeps). */
export function listContentsOf(list: Wishlist): ListContents {
  const contents: Record<number, SavedProduct> = {};
  for (const { item } of listLinesOf(list)) {
    const productId = item.product?.productId;
    if (productId === undefined || item.itemId === undefined) continue;
    contents[productId] = { itemId: String(item.itemId), quantity: amountOf(item) };
  }
  return contents;
}

/** A product of the list as it was asked to the cart, and what came of it. */
export interface NotAdded {
  productId: number;
  name: string;
  /** The API's reason, when a warning names the product ('Nome: motivo'). */
  reason?: string;
}

/**
 * The list's products that `cart/add-all-from-wishlist` did not add: those whose quantity in the
 * cart did not grow. `warnings` are the answer's; the reference backend words each 'Nome: motivo'.
 */
export function notAddedOf(
  products: readonly { productId: number; name: string }[],
  before: ReadonlyMap<number, number>,
  after: ReadonlyMap<number, number>,
  warnings: readonly string[] = [],
): NotAdded[] {
  return products.flatMap(({ productId, name }) => {
    if ((after.get(productId) ?? 0) > (before.get(productId) ?? 0)) return [];
    const warning = warnings.find((text) => text.startsWith(`${name}: `));
    return [{ productId, name, ...(warning ? { reason: warning.slice(name.length + 2) } : {}) }];
  });
}
