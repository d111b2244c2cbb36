/**
 * The add-to-cart control of a product, as the server renders it (issue 16): an "Aggiungi" button
 * that the cart's controls island brings to life on the first sign of intent (platform/cart-slot.ts)
 * — a press before that is held back and done once it is live, never lost. A product with options
 * (spec: shopping §5 "every option has a chosen value") is chosen on its page: the card links there;
 * the product page's slot sends the options form with the add.
 */
import { addMessages, t } from '@sporta/i18n';
import { cart } from '@sporta/i18n/messages/cart';
import { sellingRule } from '@sporta/rules';
import type { Product } from '@sporta/sdk';
import { buttonClass } from '@sporta/ui-kit';
import {
  ADD_BUTTON_ATTRIBUTE,
  CART_CONTROLS_INTENT,
  CART_SLOT_ATTRIBUTE,
  STEPPER_ATTRIBUTE,
  writeSlot,
} from '../../platform/cart-slot';
import { plainText } from '../../platform/plain-text';
import { productHref } from './product-card';
import { PRODUCT_FORM_ID } from './product-page';

addMessages(cart);

const hasOptions = (product: Product) => (product.selectOptions ?? []).length > 0;

export function CartSlot({ product, optionsForm }: { product: Product; optionsForm?: string }) {
  const name = plainText(product.name);
  const locked = String(product.productInfos?.USER_DISABLED ?? '') === '1';
  if (locked) return null;
  if (hasOptions(product) && !optionsForm) {
    return (
      <a
        className={`cart-slot__add ${buttonClass({ size: 'sm' })}`}
        href={`${productHref(product)}#${PRODUCT_FORM_ID}`}
        aria-label={t('cart.chooseOptions', { name })}
      >
        {t('cart.addShort')}
      </a>
    );
  }
  // spec: shopping §5 "the add button is enabled only when every option has a chosen value".
  const unchosen =
    optionsForm !== undefined && (product.selectOptions ?? []).some((option) => !option.selected);
  const slot = writeSlot({
    productId: product.productId,
    name,
    rule: sellingRule({ minAcq: product.minAcq, productInfos: product.productInfos ?? {} }),
    ...(optionsForm && hasOptions(product) ? { optionsForm } : {}),
  });
  return (
    <div
      className="cart-slot"
      {...{ [CART_SLOT_ATTRIBUTE]: slot, 'data-intent-for': CART_CONTROLS_INTENT }}
    >
      <button
        type="button"
        className={`cart-slot__add ${buttonClass({ size: 'sm' })}`}
        aria-label={t('cart.addProduct', { name })}
        {...(unchosen ? { disabled: true, 'aria-describedby': `${PRODUCT_FORM_ID}-hint` } : {})}
        {...{ [ADD_BUTTON_ATTRIBUTE]: '' }}
      >
        {t('cart.addShort')}
      </button>
      <div {...{ [STEPPER_ATTRIBUTE]: '' }} />
    </div>
  );
}
