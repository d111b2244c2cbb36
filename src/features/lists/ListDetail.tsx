/**
 * /profile/lists/{listId}'s island (account §2 'Dettaglio lista'; shopping §4, §6, §7): the
 * list's products — picture, name, price, availability — with a stepper of the LIST quantity by
 * the product's selling rule (@sporta/rules), removal (No / Si), one product or the whole list to
 * the cart (the cart feature's actions), and the products the cart did not take named. A list
 * shared with grant READ shows the same without any editing control.
 */
import { useStore } from '@nanostores/react';
import { addMessages, formatQuantity, formatWeight, t } from '@sporta/i18n';
import { errors } from '@sporta/i18n/messages/errors';
import { lists } from '@sporta/i18n/messages/lists';
import { lastQuantity, nextQuantity, previousQuantity } from '@sporta/rules';
import {
  Button,
  ConfirmDialog,
  IconButton,
  PriceDisplay,
  QuantityStepper,
  TrashIcon,
} from '@sporta/ui-kit';
import { useEffect, useState } from 'react';
import { attempt } from '../../platform/results/outcome';
import { showToast } from '../../shell/overlay/toasts';
import { addListToCart, addToCart, type Cart, linesOf } from '../cart';
import type { ListProductRow } from './list-detail';
import { type ListContents, type NotAdded, notAddedOf } from './list-rows';
import {
  $listContents,
  $listsBusy,
  listShown,
  removeFromList,
  setListQuantity,
  shownListQuantity,
} from './lists';

addMessages(lists);
addMessages(errors);

interface Props {
  listId: number;
  editable: boolean;
  rows: ListProductRow[];
  contents: ListContents;
}

/** How much of each product a cart holds. */
function quantities(cart: Cart): Map<number, number> {
  const held = new Map<number, number>();
  for (const line of linesOf(cart)) {
    const productId = line.product.productId;
    held.set(productId, (held.get(productId) ?? 0) + line.quantity);
  }
  return held;
}

export default function ListDetail({ listId, editable, rows, contents: rendered }: Props) {
  const stored = useStore($listContents)[String(listId)];
  const busy = useStore($listsBusy)[String(listId)] === true;
  useEffect(() => {
    if (!$listContents.get()[String(listId)]) listShown(listId, rendered);
  }, [listId, rendered]);
  const contents = stored ?? rendered;
  const shown = rows.filter((row) => contents[row.productId] !== undefined);
  const [removing, setRemoving] = useState<ListProductRow | undefined>();
  const [lineErrors, setLineErrors] = useState<Record<number, string>>({});
  const [adding, setAdding] = useState(false);
  const [result, setResult] = useState<{ notAdded: NotAdded[]; message?: string } | undefined>();

  const lineRefused = (productId: number, message: string | undefined) =>
    setLineErrors((known) => {
      const { [productId]: _, ...others } = known;
      return message ? { ...others, [productId]: message } : others;
    });

  const setQuantity = async (row: ListProductRow, quantity: number) => {
    lineRefused(row.productId, undefined);
    const outcome = await setListQuantity(listId, row.productId, quantity);
    if (!outcome.ok) lineRefused(row.productId, outcome.text);
  };

  const addAll = async () => {
    setAdding(true);
    setResult(undefined);
    const outcome = await addListToCart(listId);
    setAdding(false);
    if (!outcome.ok) {
      if (!outcome.withdrawn) setResult({ notAdded: [], message: outcome.text });
      return;
    }
    const { before, after, warnings } = outcome.value;
    const notAdded = notAddedOf(shown, quantities(before), quantities(after), warnings);
    setResult({ notAdded });
    if (notAdded.length === 0)
      showToast({ kind: 'success', message: t('success.productsAddedFromList') });
  };

  const addOne = async (row: ListProductRow) => {
    lineRefused(row.productId, undefined);
    const quantity = shownListQuantity(listId, row.productId) || row.quantity;
    const outcome = await attempt(() => addToCart([{ productId: row.productId, quantity }]));
    // A refusal is the cart's toast (the cart's add tells its answers itself).
    if (outcome.ok)
      showToast({ kind: 'success', message: t('lists.detail.added', { name: row.name }) });
  };

  return (
    <div className="list-detail" data-list-detail>
      <div className="list-detail__actions">
        <Button onClick={() => void addAll()} disabled={adding || shown.length === 0}>
          {t('lists.detail.addAll')}
        </Button>
      </div>
      <div role="status" className="list-detail__result">
        {result?.message ? <p className="list-detail__refusal">{result.message}</p> : null}
        {result && result.notAdded.length > 0 ? (
          <>
            <p>{t('lists.detail.notAdded.title')}</p>
            <ul aria-label={t('lists.detail.notAdded.title')}>
              {result.notAdded.map((product) => (
                <li key={product.productId}>
                  {product.name}
                  {product.reason ? ` — ${product.reason}` : ''}
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </div>
      {shown.length === 0 ? (
        <p className="list-detail__empty">{t('lists.detail.empty')}</p>
      ) : (
        <ul
          className="list-detail__rows"
          aria-label={t('lists.detail.products')}
          aria-busy={busy || undefined}
        >
          {shown.map((row) => {
            const quantity = contents[row.productId]?.quantity ?? row.quantity;
            const max = lastQuantity(row.rule);
            const message = lineErrors[row.productId];
            return (
              <li key={row.productId} className="list-detail__row">
                <article className="list-detail__product" aria-label={row.name}>
                  <img src={row.imageSrc} alt="" width={64} height={64} loading="lazy" />
                  <div className="list-detail__info">
                    <a href={row.href} className="list-detail__name">
                      {row.name}
                    </a>
                    {row.shortDescr ? (
                      <span className="list-detail__brand">{row.shortDescr}</span>
                    ) : null}
                    <PriceDisplay {...row.price} />
                    <span
                      className={
                        row.available ? 'list-detail__available' : 'list-detail__unavailable'
                      }
                    >
                      {row.available ? t('lists.detail.available') : t('lists.detail.unavailable')}
                    </span>
                  </div>
                  <div className="list-detail__controls">
                    {editable ? (
                      <QuantityStepper
                        value={quantity}
                        unit={row.unit}
                        loose={row.rule.kind === 'weight'}
                        label={t('lists.detail.quantityOf', { name: row.name })}
                        {...(max === undefined ? {} : { max })}
                        onIncrease={() => {
                          const current = shownListQuantity(listId, row.productId);
                          const next = nextQuantity(row.rule, current);
                          if (next !== current) void setQuantity(row, next);
                        }}
                        onDecrease={() => {
                          const current = shownListQuantity(listId, row.productId);
                          const previous = previousQuantity(row.rule, current);
                          // spec: shopping §4 "Minus reaching 0 removes the line (with confirmation)".
                          if (previous === 0) setRemoving(row);
                          else if (previous !== current) void setQuantity(row, previous);
                        }}
                      />
                    ) : (
                      <span className="list-detail__quantity">
                        {row.rule.kind === 'weight'
                          ? formatWeight(quantity, row.unit)
                          : `${formatQuantity(quantity)} ${row.unit}`}
                      </span>
                    )}
                    {row.available ? (
                      <Button
                        variant="secondary"
                        size="sm"
                        aria-label={t('lists.detail.addToCartOf', { name: row.name })}
                        onClick={() => void addOne(row)}
                      >
                        {t('lists.detail.addToCart')}
                      </Button>
                    ) : null}
                    {editable ? (
                      <IconButton
                        size="sm"
                        label={t('lists.detail.removeOf', { name: row.name })}
                        onClick={() => setRemoving(row)}
                      >
                        <TrashIcon />
                      </IconButton>
                    ) : null}
                  </div>
                  {message ? (
                    <p className="list-detail__message" role="alert">
                      {message}
                    </p>
                  ) : null}
                </article>
              </li>
            );
          })}
        </ul>
      )}
      <ConfirmDialog
        open={removing !== undefined}
        message={t('lists.detail.removeConfirm', { name: removing?.name ?? '' })}
        onCancel={() => setRemoving(undefined)}
        onConfirm={() => {
          const row = removing;
          setRemoving(undefined);
          if (!row) return;
          void removeFromList(listId, row.productId).then((outcome) => {
            if (outcome.ok)
              showToast({
                kind: 'success',
                message: t('lists.detail.removed', { name: row.name }),
              });
            else lineRefused(row.productId, outcome.text);
          });
        }}
      />
    </div>
  );
}
