/**
 * The add-to-cart control of a product, as the server renders it (issue 16): an "Aggiungi" button
 * that the cart's controls island brings to life on the first sign of intent (platform/slots/cart-slot.ts)
 * — a press before that is held back and done once it is live, never lost. A product with options
 * or a selectable promo (spec: shopping §4, §5 "every option has a chosen value"): on its page the
 * slot sends the options form with the add; on a card the slot carries the choices, asked in a
 * dialog before the add.
 */
import { addMessages, t } from '@sporta/i18n';
import { cart } from '@sporta/i18n/messages/cart';
import {
  addedAcceptingAlternatives,
  isInStock,
  isLockedForShopper,
  sellingRule,
} from '@sporta/rules';
import type { Product } from '@sporta/sdk';
import { buttonClass } from '@sporta/ui-kit';
import { weightPromoAlternatives } from '../../../platform/config';
import { plainText } from '../../../platform/html/plain-text';
import {
  ADD_BUTTON_ATTRIBUTE,
  CART_CONTROLS_INTENT,
  CART_SLOT_ATTRIBUTE,
  type CartSlotProduct,
  STEPPER_ATTRIBUTE,
  writeSlot,
} from '../../../platform/slots/cart-slot';
import { PRODUCT_FORM_ID, productOptions, selectablePromo } from './product-options';

addMessages(cart);

/** The product's choices: the page's form when there is one, else carried for the card's dialog. */
function choicesOf(product: Product, optionsForm: string | undefined): Partial<CartSlotProduct> {
  const options = productOptions(product);
  const promo = selectablePromo(product);
  if (options.length === 0 && !promo) return {};
  if (optionsForm) return { optionsForm };
  return { choices: { options, ...(promo ? { promo } : {}) } };
}

export function CartSlot({
  product,
  optionsForm,
  quantityField,
}: {
  product: Product;
  optionsForm?: string;
  /** The product page's quantity chooser, read by the first add. */
  quantityField?: string;
}) {
  const name = plainText(product.name);
  const locked = isLockedForShopper(product.productInfos);
  if (locked) return null;
  // Out of stock: said before any tap, on a control that cannot be pressed (issue 38 §4).
  if (!isInStock(product))
    return (
      <div className="cart-slot">
        <button
          type="button"
          className={`cart-slot__add ${buttonClass({ size: 'sm', variant: 'secondary' })}`}
          aria-label={t('cart.outOfStockProduct', { name })}
          disabled
        >
          {t('cart.outOfStock')}
        </button>
      </div>
    );
  const choices = choicesOf(product, optionsForm);
  // spec: shopping §5 "the add button is enabled only when every option has a chosen value".
  const unchosen =
    optionsForm !== undefined && (product.selectOptions ?? []).some((option) => !option.selected);
  const rule = sellingRule(product);
  // Rendered on the server only: the shop's promo variant is read here (platform/config.ts).
  const acceptAlternatives = addedAcceptingAlternatives(
    { weightBased: rule.kind === 'weight', onPromo: product.warehousePromo != null },
    weightPromoAlternatives(),
  );
  const warehouseId = product.deliveryWarehouse?.warehouseId;
  const slot = writeSlot({
    productId: product.productId,
    name,
    rule,
    acceptAlternatives,
    // spec: shopping §7 cart/add "deliveryWarehouseId?": the product's own warehouse, when it has one.
    ...(warehouseId ? { warehouseId } : {}),
    ...choices,
    ...(quantityField ? { quantityField } : {}),
  });
  return (
    <div
      className="cart-slot"
      {...{ [CART_SLOT_ATTRIBUTE]: slot, 'data-intent-for': CART_CONTROLS_INTENT }}
    >
      <button
        type="button"
        className={`cart-slot__add ${buttonClass({ size: 'sm' })}`}
        aria-label={t(choices.choices ? 'cart.chooseOptions' : 'cart.addProduct', { name })}
        {...(choices.choices ? { 'aria-haspopup': 'dialog' as const } : {})}
        {...(unchosen ? { disabled: true, 'aria-describedby': `${PRODUCT_FORM_ID}-hint` } : {})}
        {...{ [ADD_BUTTON_ATTRIBUTE]: '' }}
      >
        {t('cart.addShort')}
      </button>
      <div {...{ [STEPPER_ATTRIBUTE]: '' }} />
    </div>
  );
}
