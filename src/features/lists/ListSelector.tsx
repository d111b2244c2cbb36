/**
 * The list selector (spec: shopping §2 "List selector: choose an existing list or create a new
 * one by typing a name and pressing CREA. It shows the quantity and unit of the product being
 * added"; §6 lists need login, a list shared READ cannot be edited; §8 "products added to a
 * list"). It answers every 'Salva nella lista' button of the page (platform/slots/SaveToListButton.tsx):
 * an island hydrated on the first intent over one of them (`client:intent="save-to-list"`), the
 * press before then held back and done once it is live. It also shows, on every button of the
 * page, whether its product is saved in one of the shopper's lists (`$savedIn`).
 */
import { addMessages, formatQuantity, formatWeight, t } from '@sporta/i18n';
import { lists } from '@sporta/i18n/messages/lists';
import { saveToList } from '@sporta/i18n/messages/save-to-list';
import { Button, Dialog, ListSelectorRow, TextField } from '@sporta/ui-kit';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import './list-selector.css';
import { useIslandStore } from '../../platform/shopper/use-island-store';
import {
  LIST_SLOT_ATTRIBUTE,
  type ListSlotProduct,
  readListSlot,
  SAVED_ATTRIBUTE,
} from '../../platform/slots/list-slot';
import { useIslandReady } from '../../shell/hydration/island-ready';
import { $overlay, closeOverlay } from '../../shell/overlay/overlay';
import type { ListSummary } from './list-rows';
import {
  $choosingFor,
  $lists,
  $savedIn,
  chooseListFor,
  createListAndSave,
  LIST_SELECTOR_OVERLAY,
  listNameRefusal,
  loadLists,
  prepareListSelector,
  savedQuantity,
  saveProduct,
} from './lists';

addMessages(lists);
addMessages(saveToList);

export default function ListSelector() {
  const root = useRef<HTMLDivElement>(null);
  const open = useIslandStore($overlay) === LIST_SELECTOR_OVERLAY;
  const product = useIslandStore($choosingFor);
  // Declared before useIslandReady: the held-back press finds the listener in place.
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const button =
        event.target instanceof Element
          ? event.target.closest(`[${LIST_SLOT_ATTRIBUTE}]`)
          : undefined;
      const chosen = button ? readListSlot(button) : undefined;
      if (chosen) void chooseListFor(chosen);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);
  useEffect(() => showSavedButtons(), []);
  // Hydrated on intent: the lists are asked for now, so the press finds them (≤ 200 ms).
  useEffect(() => prepareListSelector(), []);
  useIslandReady(root);
  return (
    <div ref={root} data-signals-ready data-list-selector>
      <Dialog
        id="dialog-save-to-list"
        open={open}
        onClose={closeOverlay}
        title={t('lists.selector.title')}
      >
        {open && product ? <Selector key={product.productId} product={product} /> : null}
      </Dialog>
    </div>
  );
}

/** What is saved: '2 pz', '1 conf', '0,30 kg' (the rule's first quantity). */
function amountOf(product: ListSlotProduct): string {
  const quantity = savedQuantity(product) ?? 0;
  const { rule } = product;
  if (rule.kind === 'weight') return formatWeight(quantity, 'kg');
  const unit =
    rule.productType === 'Confezione'
      ? t('lists.selector.unit.pack')
      : t('lists.selector.unit.piece');
  return `${formatQuantity(quantity)} ${unit}`;
}

/** Default list first, then the shopper's own, then those shared; READ ones are not offered. */
export const offeredLists = (known: readonly ListSummary[]): ListSummary[] =>
  known
    .filter((list) => list.editable)
    .sort(
      (a, b) => Number(b.isDefault) - Number(a.isDefault) || Number(a.shared) - Number(b.shared),
    );

function Selector({ product }: { product: ListSlotProduct }) {
  const known = useIslandStore($lists);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string>();
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string>();

  const reload = async () => {
    setFailed(false);
    const outcome = await loadLists();
    if (!outcome.ok) setFailed(true);
  };

  const save = async (listId: number) => {
    if (busy) return;
    setBusy(true);
    setRefusal(undefined);
    const outcome = await saveProduct(listId, product);
    setBusy(false);
    if (outcome.ok) closeOverlay();
    else setRefusal(outcome.message);
  };

  const create = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const refused = listNameRefusal(name);
    setNameError(refused);
    if (refused) return;
    setBusy(true);
    setRefusal(undefined);
    const outcome = await createListAndSave(name, product);
    setBusy(false);
    if (outcome.ok) closeOverlay();
    // A name the API refused shows under the field; what was typed stays.
    else if ($lists.get()?.some((list) => list.name === name.trim())) setRefusal(outcome.message);
    else setNameError(outcome.message);
  };

  const offered = known ? offeredLists(known) : undefined;
  return (
    <div className="list-selector" aria-busy={busy || undefined}>
      <p className="list-selector__product">
        {t('lists.selector.product', { name: product.name, amount: amountOf(product) })}
      </p>
      {refusal ? (
        <p className="list-selector__refusal" role="alert">
          {refusal}
        </p>
      ) : null}
      {failed ? (
        <div role="alert">
          <p>{t('lists.failed.title')}</p>
          <Button variant="secondary" onClick={reload}>
            {t('lists.failed.retry')}
          </Button>
        </div>
      ) : offered === undefined ? (
        <p role="status">{t('lists.selector.loading')}</p>
      ) : offered.length === 0 ? (
        <p>{t('lists.selector.none')}</p>
      ) : (
        <ul className="list-selector__lists" aria-label={t('lists.selector.choose')}>
          {offered.map((list) => (
            <li key={list.listId} data-list-id={list.listId}>
              <ListSelectorRow
                name={list.name}
                size={list.size}
                isDefault={list.isDefault}
                {...(list.shared ? { note: t('lists.shared') } : {})}
                onSelect={() => void save(list.listId)}
              />
            </li>
          ))}
        </ul>
      )}
      <form className="list-selector__create" onSubmit={create} noValidate>
        <TextField
          label={t('lists.selector.create')}
          name="name"
          value={name}
          autoComplete="off"
          onChange={(event) => setName(event.target.value)}
          {...(nameError ? { error: nameError } : {})}
        />
        <Button type="submit" disabled={busy}>
          {t('lists.selector.createSubmit')}
        </Button>
      </form>
    </div>
  );
}

/**
 * Every 'Salva nella lista' button of the page says whether its product is in one of the
 * shopper's lists, buttons drawn later (the cart drawer's lines) too. Returns the unsubscribe.
 */
function showSavedButtons(): () => void {
  const mark = () => {
    const saved = $savedIn.get();
    for (const button of document.querySelectorAll<HTMLElement>(`[${LIST_SLOT_ATTRIBUTE}]`)) {
      const product = readListSlot(button);
      if (!product) continue;
      const isSaved = (saved[product.productId]?.length ?? 0) > 0;
      if (button.hasAttribute(SAVED_ATTRIBUTE) === isSaved) continue;
      button.toggleAttribute(SAVED_ATTRIBUTE, isSaved);
      const label = t(isSaved ? 'saveToList.savedOf' : 'saveToList.of', { name: product.name });
      button.setAttribute('aria-label', label);
      button.title = label;
    }
  };
  const unsubscribe = $savedIn.subscribe(mark);
  let queued = false;
  const observer = new MutationObserver(() => {
    if (queued) return;
    queued = true;
    requestAnimationFrame(() => {
      queued = false;
      mark();
    });
  });
  observer.observe(document.body, { childList: true, subtree: true });
  return () => {
    unsubscribe();
    observer.disconnect();
  };
}
