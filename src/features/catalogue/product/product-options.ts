/**
 * What the product page's add to cart asks (spec: shopping §2 "Product option selector", §3
 * warehousePromo.selectable): the product's options, its selectable promo, the form's ids.
 */
import type { Product } from '@sporta/sdk';
import { plainText } from '../../../platform/html/plain-text';
import type { ProductOption, SelectablePromo } from '../../../platform/slots/cart-slot';

/** spec: shopping §2 "Product option selector … radio or select mode": radios for a few choices. */
export const RADIO_LIMIT = 4;

/** The form the cart will submit (add to cart with the chosen options). */
export const PRODUCT_FORM_ID = 'product-options';
/** The product page's quantity chooser (CartSlot's `quantityField`). */
export const PRODUCT_QUANTITY_ID = 'product-quantity';

export type { ProductOption };

/** The product's selectable promo (spec: shopping §3 warehousePromo.selectable), if it has one. */
export function selectablePromo(product: Product): SelectablePromo | undefined {
  const promo = product.warehousePromo;
  const text = plainText(promo?.view?.selectablePromoText ?? '');
  return promo?.selectable && promo.warehousePromoId !== undefined && text
    ? { id: promo.warehousePromoId, text }
    : undefined;
}

/** The select options of the product, each required (shopping §5 "every option has a value"). */
export function productOptions(product: Product): ProductOption[] {
  return (product.selectOptions ?? []).flatMap((option) => {
    const choices = (option.options ?? []).flatMap((choice) =>
      choice.key ? [{ value: choice.key, label: plainText(choice.value ?? choice.key) }] : [],
    );
    if (!option.parameterName || choices.length === 0) return [];
    const selected = choices.some((choice) => choice.value === option.selected)
      ? (option.selected ?? undefined)
      : undefined;
    return [
      {
        control: choices.length <= RADIO_LIMIT ? 'radio' : 'select',
        legend: plainText(option.name ?? option.parameterName),
        name: option.parameterName,
        choices,
        selected,
      },
    ];
  });
}
