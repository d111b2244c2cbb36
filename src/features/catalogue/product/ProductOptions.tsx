/**
 * The product option selector (spec: shopping §2, §5): a fieldset per option, radios for a few
 * choices, a select for more, every one required; and the product's selectable promo, which the
 * shopper may opt into (spec: shopping §4 "a selectable promo may be chosen"). Server-rendered
 * inside the form the cart will submit (PRODUCT_FORM_ID); no script of its own — the cart's
 * controls (which it wakes) enable "Aggiungi" once every option is chosen.
 */
import { addMessages, t } from '@sporta/i18n';
import { product as productTexts } from '@sporta/i18n/messages/product';
import {
  CART_CONTROLS_INTENT,
  PROMO_PARAMETER,
  type SelectablePromo,
} from '../../../platform/slots/cart-slot';
import { PRODUCT_FORM_ID, type ProductOption } from './product-options';

addMessages(productTexts);

const HINT_ID = `${PRODUCT_FORM_ID}-hint`;

function OptionChoices({ option }: { option: ProductOption }) {
  const legendId = `${PRODUCT_FORM_ID}-${option.name}`;
  return (
    <fieldset className="product-option">
      <legend id={legendId} className="product-option__legend">
        {option.legend}
      </legend>
      {option.control === 'radio' ? (
        <div className="product-option__choices">
          {option.choices.map((choice) => (
            <label key={choice.value} className="product-option__choice">
              <input
                type="radio"
                name={option.name}
                value={choice.value}
                required
                defaultChecked={choice.value === option.selected}
              />
              {choice.label}
            </label>
          ))}
        </div>
      ) : (
        <select
          className="product-option__select"
          name={option.name}
          required
          aria-labelledby={legendId}
          defaultValue={option.selected ?? ''}
        >
          <option value="">{t('product.options.placeholder')}</option>
          {option.choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      )}
    </fieldset>
  );
}

export function ProductOptions({
  productId,
  options,
  promo,
}: {
  productId: number;
  options: readonly ProductOption[];
  promo?: SelectablePromo | undefined;
}) {
  return (
    <form
      id={PRODUCT_FORM_ID}
      className="product-options"
      aria-label={t('product.options.label')}
      aria-describedby={options.length > 0 ? HINT_ID : undefined}
      data-product-id={productId}
      data-intent-for={CART_CONTROLS_INTENT}
    >
      {options.length > 0 && (
        <p id={HINT_ID} className="product-options__hint">
          {t('product.options.hint')}
        </p>
      )}
      {options.map((option) => (
        <OptionChoices key={option.name} option={option} />
      ))}
      {promo && (
        <fieldset className="product-option">
          <legend className="product-option__legend">{t('product.options.promo')}</legend>
          <label className="product-option__choice">
            <input type="checkbox" name={PROMO_PARAMETER} value={String(promo.id)} />
            {promo.text}
          </label>
        </fieldset>
      )}
    </form>
  );
}
