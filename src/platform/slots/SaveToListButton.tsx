/**
 * The 'save to a list' button of a product (issue 27; spec: shopping §2 "List selector"): a heart
 * naming the product, rendered by the server (cards, product page, order lines) or by the cart
 * drawer. It works once the lists' selector island has arrived, which the first intent over it
 * downloads (list-slot.ts); a press before then is held back and done then.
 */
import { addMessages, t } from '@sporta/i18n';
import { saveToList } from '@sporta/i18n/messages/save-to-list';
import { IconButton, icon } from '@sporta/ui-kit';
import {
  LIST_SELECTOR_INTENT,
  LIST_SLOT_ATTRIBUTE,
  type ListSlotProduct,
  writeListSlot,
} from './list-slot';

addMessages(saveToList);

/**
 * A heart, drawn here rather than with the ui-kit's icons: those share a chunk with the first
 * add press of the cards, which must not grow (bench/cart-updates.mjs).
 */
const HeartIcon = /* @__PURE__ */ icon(
  <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z" />,
);

export function SaveToListButton({ product }: { product: ListSlotProduct }) {
  return (
    <IconButton
      label={t('saveToList.of', { name: product.name })}
      className="save-to-list"
      aria-haspopup="dialog"
      {...{
        [LIST_SLOT_ATTRIBUTE]: writeListSlot(product),
        'data-intent-for': LIST_SELECTOR_INTENT,
      }}
    >
      <HeartIcon />
    </IconButton>
  );
}
