/**
 * The 'save to a list' button of a product (issue 27; spec: shopping §2 "List selector"): a heart
 * naming the product, rendered by the server (cards, product page, order lines) or by the cart
 * drawer. It works once the lists' selector island has arrived, which the first intent over it
 * downloads (list-slot.ts); a press before then is held back and done then.
 */
import { addMessages, t } from '@sporta/i18n';
import { saveToList } from '@sporta/i18n/messages/save-to-list';
import { IconButton } from '@sporta/ui-kit';
import {
  HEART_SYMBOL_ID,
  LIST_SELECTOR_INTENT,
  LIST_SLOT_ATTRIBUTE,
  type ListSlotProduct,
  writeListSlot,
} from './list-slot';

addMessages(saveToList);

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
      {/* The shell's heart (list-slot.ts), not a ui-kit icon: those share a chunk with the cards'
      first add press, which must not grow (bench/cart-updates.mjs). */}
      <svg aria-hidden="true" focusable="false">
        <use href={`#${HEART_SYMBOL_ID}`} />
      </svg>
    </IconButton>
  );
}
