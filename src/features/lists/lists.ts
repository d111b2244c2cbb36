/**
 * The shopper's lists (spec: shopping §2 "List selector", §6, §7 Wishlists): the stores every
 * island of lists reads — which lists exist (`$lists`), which products each holds
 * (`$listContents`), in which lists a product is saved (`listsHolding`) — and the actions that
 * change them. The pages hand the server's answer in (`listsShown`, `listShown`), so nothing is
 * asked twice; the 'save to a list' selector (list-selector.ts) loads them (`loadLists`) and adds
 * through `saveToList`.
 */
import { addMessages, t, tn } from '@sporta/i18n';
import { errors } from '@sporta/i18n/messages/errors';
import { lists } from '@sporta/i18n/messages/lists';
import { listNameIssue } from '@sporta/rules';
import { wishlistArea } from '@sporta/sdk';
import { atom, computed, map } from 'nanostores';
import { attempt, done, type Outcome, refused } from '../../platform/results/outcome';
import { ebsnCore } from '../../shell/hydration/ebsn';
import { showToast } from '../../shell/overlay/toasts';
import {
  type ListContents,
  type ListSummary,
  listContentsOf,
  listIdOf,
  listSummariesOf,
  listSummaryOf,
  otherListNames,
  type Wishlist,
} from './list-rows';

addMessages(lists);
addMessages(errors);

let shared: ReturnType<typeof wishlistArea> | undefined;
const api = () => {
  shared ??= wishlistArea(ebsnCore());
  return shared;
};
/** Refusals of names and lines show where the shopper acted (the field, the line), not as toasts. */
const inPlace = { toasts: false } as const;

/** The shopper's lists, in the API's order; undefined until known. */
export const $lists = atom<readonly ListSummary[] | undefined>(undefined);

/** What each list holds as shown (pending quantities included), by list id. */
export const $listContents = map<Record<string, ListContents>>({});

/** Lists with a change under way (their rows say `aria-busy`). */
export const $listsBusy = map<Record<string, boolean>>({});

/** Product id → the ids of the lists (whose contents are known) holding it. */
function holdingOf(
  contents: Record<string, ListContents>,
): Readonly<Record<number, readonly number[]>> {
  const holding: Record<number, number[]> = {};
  for (const [listId, products] of Object.entries(contents))
    for (const productId of Object.keys(products))
      holding[Number(productId)] = [...(holding[Number(productId)] ?? []), Number(listId)];
  return holding;
}

/**
 * In which lists each product is saved, computed from `$listContents` (nanostores' `computed`
 * comes with the cart state's chunk, which the cards' first add loads anyway).
 */
export const $savedIn = computed($listContents, holdingOf);

/** The lists a product is saved in (of those whose contents are known). */
export const listsHolding = (productId: number): readonly number[] =>
  $savedIn.get()[productId] ?? [];

/** The server's last answer for each list's contents: what a refused change goes back to. */
const confirmed = new Map<number, ListContents>();

/** The lists as the page was rendered with them. */
export function listsShown(known: readonly ListSummary[]): void {
  $lists.set(known);
}

/** One list's contents as the page was rendered with them (the server's answer). */
export function listShown(listId: number, contents: ListContents): void {
  confirmed.set(listId, contents);
  $listContents.setKey(String(listId), contents);
}

function kept(list: Wishlist): ListSummary | undefined {
  const summary = listSummaryOf(list);
  if (!summary) return undefined;
  if (list.wishlistItems || list.wishlistInactiveItems) {
    const contents = listContentsOf(list);
    confirmed.set(summary.listId, contents);
    $listContents.setKey(String(summary.listId), contents);
  }
  const known = $lists.get();
  if (known) {
    const found = known.some((other) => other.listId === summary.listId);
    $lists.set(
      found
        ? known.map((other) => (other.listId === summary.listId ? summary : other))
        : [...known, summary],
    );
  }
  return summary;
}

/** Loads the shopper's lists (one `wishlist/list` call). */
export async function loadLists(): Promise<Outcome<readonly ListSummary[]>> {
  const outcome = await attempt(async () => listSummariesOf(await api().list()));
  if (outcome.ok) $lists.set(outcome.value);
  return outcome;
}

/** Loads one list with its products (`wishlist/view`). */
export const loadList = (listId: number): Promise<Outcome<Wishlist>> =>
  attempt(async () => {
    const list = await api().view(listId);
    kept(list);
    return list;
  });

/** The name rule (one validator, @sporta/rules), as text; undefined when the name will do. */
export function listNameRefusal(name: string, listId?: number): string | undefined {
  const found = listNameIssue(name, otherListNames($lists.get() ?? [], listId));
  return found ? t(found.key, found.params) : undefined;
}

/** A new list (spec: shopping §2 "create a new one by typing a name"). */
export async function createList(name: string): Promise<Outcome<ListSummary>> {
  const issue = listNameIssue(name, otherListNames($lists.get() ?? []));
  if (issue) return refused(issue.key, issue.params);
  const outcome = await attempt(() => api().create(name.trim(), inPlace));
  if (!outcome.ok) return outcome;
  const list = outcome.value;
  // A list answered without its id is no list the page can show.
  if (listIdOf(list) === undefined) return refused('errors.generic');
  if (!$lists.get()) $lists.set([]);
  const summary = kept(list) as ListSummary;
  showToast({ kind: 'success', message: t('lists.create.done', { name: summary.name }) });
  return done(summary);
}

export async function renameList(listId: number, name: string): Promise<Outcome<ListSummary>> {
  const issue = listNameIssue(name, otherListNames($lists.get() ?? [], listId));
  if (issue) return refused(issue.key, issue.params);
  const outcome = await attempt(() => api().rename(listId, name.trim(), inPlace));
  if (!outcome.ok) return outcome;
  const summary = kept(outcome.value) ?? { ...summaryOf(listId), name: name.trim() };
  showToast({ kind: 'success', message: t('lists.rename.done', { name: summary.name }) });
  return done(summary);
}

const summaryOf = (listId: number): ListSummary => {
  const found = $lists.get()?.find((list) => list.listId === listId);
  if (!found) throw new Error(`list ${listId} is not known`);
  return found;
};

/** Deletes a list; the API's own message says it is gone. */
export async function deleteList(listId: number): Promise<Outcome<void>> {
  const outcome = await attempt(() => api().remove(listId));
  if (!outcome.ok) return outcome;
  const known = $lists.get() ?? [];
  const gone = known.find((list) => list.listId === listId);
  const rest = known.filter((list) => list.listId !== listId);
  // The API makes another list the default when the default goes (a reload tells which).
  $lists.set(rest);
  const { [String(listId)]: _, ...others } = $listContents.get();
  $listContents.set(others);
  confirmed.delete(listId);
  if (gone?.isDefault && rest.length > 0) await loadLists();
  return done(undefined);
}

/** Makes a list the default one (`wishlist/select`). */
export async function makeDefaultList(listId: number): Promise<Outcome<void>> {
  const outcome = await attempt(() => api().makeDefault(listId));
  if (!outcome.ok) return outcome;
  $lists.set(($lists.get() ?? []).map((list) => ({ ...list, isDefault: list.listId === listId })));
  showToast({
    kind: 'success',
    message: t('lists.makeDefault.done', { name: summaryOf(listId).name }),
  });
  return done(undefined);
}

// --- Products of a list --------------------------------------------------------------------

/** Changes of one list go one after the other, in the order asked. */
const queues = new Map<number, Promise<unknown>>();
const underWay = new Map<number, number>();

/**
 * Sends a change of a list's products after the list's earlier ones. The contents shown are the
 * shopper's intent until the last change is answered; then the server's, or — refused — back to
 * the server's last answer.
 */
async function change(listId: number, call: () => Promise<Wishlist>): Promise<Outcome<Wishlist>> {
  underWay.set(listId, (underWay.get(listId) ?? 0) + 1);
  $listsBusy.setKey(String(listId), true);
  const run = (queues.get(listId) ?? Promise.resolve()).then(() => attempt(call));
  queues.set(listId, run);
  const outcome = await run;
  const left = (underWay.get(listId) ?? 1) - 1;
  underWay.set(listId, left);
  if (outcome.ok) {
    confirmed.set(listId, listContentsOf(outcome.value));
    if (left === 0) kept(outcome.value);
  }
  if (left === 0) {
    if (!outcome.ok) $listContents.setKey(String(listId), confirmed.get(listId) ?? {});
    $listsBusy.setKey(String(listId), false);
  }
  return outcome;
}

function show(listId: number, productId: number, quantity: number): void {
  const contents = { ...($listContents.get()[String(listId)] ?? {}) };
  const saved = contents[productId];
  if (!saved) return;
  if (quantity > 0) contents[productId] = { ...saved, quantity };
  else delete contents[productId];
  $listContents.setKey(String(listId), contents);
}

/** The quantity of a product in a list as shown (0 when not in it). */
export const shownListQuantity = (listId: number, productId: number): number =>
  $listContents.get()[String(listId)]?.[productId]?.quantity ?? 0;

/** Sets how much of a product the list holds (`wishlist/update_prods`); never the cart. */
export function setListQuantity(
  listId: number,
  productId: number,
  quantity: number,
): Promise<Outcome<Wishlist>> {
  const saved = $listContents.get()[String(listId)]?.[productId];
  if (!saved) return Promise.resolve(refused('errors.generic'));
  show(listId, productId, quantity);
  return change(listId, () =>
    api().updateItems(listId, [{ itemId: saved.itemId, quantity }], inPlace),
  );
}

/** Removes a product from a list (`wishlist/delete_prods`). */
export function removeFromList(listId: number, productId: number): Promise<Outcome<Wishlist>> {
  const saved = $listContents.get()[String(listId)]?.[productId];
  if (!saved) return Promise.resolve(refused('errors.generic'));
  show(listId, productId, 0);
  return change(listId, () =>
    api().removeItems(
      listId,
      [{ itemId: saved.itemId, productId, quantity: saved.quantity }],
      {},
      inPlace,
    ),
  );
}

/**
 * Saves a product in a list (`wishlist/add_prod`, spec: shopping §7 "items:[{productId, quantity
 * or weight}]": loose goods by weight). A refusal is the caller's to show (the selector, in place).
 */
export async function saveToList(
  listId: number,
  productId: number,
  quantity: number,
  { byWeight = false }: { byWeight?: boolean } = {},
): Promise<Outcome<Wishlist>> {
  const item = byWeight ? { productId, weight: quantity } : { productId, quantity };
  const outcome = await change(listId, () => api().addItems(listId, [item], inPlace));
  if (outcome.ok) showToast({ kind: 'success', message: tn('success.productsAddedToList', 1) });
  return outcome;
}
