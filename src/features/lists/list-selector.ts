/**
 * The list selector, 'Salva nella lista' of cards, the product page, cart and order lines (spec:
 * shopping §2 "List selector", §6 "lists need login"): which product it is open for, the lists
 * it offers, saving with the product's first quantity. It acts through the stores of lists.ts.
 */
import { addMessages } from '@sporta/i18n';
import { lists } from '@sporta/i18n/messages/lists';
import { firstQuantity } from '@sporta/rules';
import { atom } from 'nanostores';
import { type Outcome, refused } from '../../platform/results/outcome';
import { $session } from '../../platform/shopper/shopper';
import { LIST_SELECTOR_INTENT, type ListSlotProduct } from '../../platform/slots/list-slot';
import { openOverlay } from '../../shell/overlay/overlay';
import { requireLogin } from '../auth';
import type { ListSummary, Wishlist } from './list-rows';
import { createList, loadLists, saveToList } from './lists';

addMessages(lists);

/** The selector's overlay (`client:intent="save-to-list"`, features/lists/ListSelector.tsx). */
export const LIST_SELECTOR_OVERLAY = LIST_SELECTOR_INTENT;

/** The product the selector is open for. */
export const $choosingFor = atom<ListSlotProduct | undefined>(undefined);

/**
 * What saving a product puts in a list: its first quantity by its selling rule, as the cart's
 * first add (@sporta/rules `firstQuantity`); undefined when none is allowed (MAXACQ).
 */
export const savedQuantity = (product: ListSlotProduct): number | undefined =>
  firstQuantity(product.rule);

/**
 * "Salva nella lista" (spec: shopping §2 "List selector", §6 "lists need login"): a guest signs in
 * first (the login dialog), then the selector opens for the product, the
 * shopper's lists loading into it.
 */
export async function chooseListFor(product: ListSlotProduct): Promise<void> {
  if (!(await requireLogin())) return;
  $choosingFor.set(product);
  openOverlay(LIST_SELECTOR_OVERLAY);
  await listsForSelector();
}

let listing: Promise<Outcome<readonly ListSummary[]>> | undefined;

/**
 * The shopper's lists for the selector: asked once a page — on the intent that brings the
 * selector (`prepareListSelector`) or its first opening, whichever comes first — then kept by
 * this store's own actions. A failure is asked again on the next opening.
 */
function listsForSelector(): Promise<Outcome<readonly ListSummary[]>> {
  listing ??= loadLists().then((outcome) => {
    if (!outcome.ok) listing = undefined;
    return outcome;
  });
  return listing;
}

/** The selector has arrived (intent over a save button): a shopper's lists start loading. */
export function prepareListSelector(): void {
  if ($session.get().loggedIn) void listsForSelector();
}

/** Saves the selector's product in a list, with the quantity of its rule. */
export function saveProduct(listId: number, product: ListSlotProduct): Promise<Outcome<Wishlist>> {
  const quantity = savedQuantity(product);
  if (quantity === undefined) return Promise.resolve(refused('lists.selector.noQuantity'));
  return saveToList(listId, product.productId, quantity, {
    byWeight: product.rule.kind === 'weight',
  });
}

/** 'CREA' in the selector: a new list by the one name rule, then the product saved in it. */
export async function createListAndSave(
  name: string,
  product: ListSlotProduct,
): Promise<Outcome<Wishlist>> {
  const created = await createList(name);
  if (!created.ok) return created;
  return saveProduct(created.value.listId, product);
}
