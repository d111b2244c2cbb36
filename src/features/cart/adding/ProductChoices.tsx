/**
 * The option dialog of a product card (spec: shopping §4 "select options are gathered, a
 * selectable promo may be chosen"; §5 "the add button is enabled only when every option has a
 * chosen value"): every option required, radios for a few choices, a select for more, and the
 * product's selectable promo to opt into. Loaded with the first card that needs it; the product
 * page has the same choices in its own server-rendered form.
 */
import { useStore } from '@nanostores/react';
import { addMessages, t } from '@sporta/i18n';
import { cart } from '@sporta/i18n/messages/cart';
import { product } from '@sporta/i18n/messages/product';
import { Button, Checkbox, Dialog, RadioGroup, SelectField } from '@sporta/ui-kit';
import { atom } from 'nanostores';
import { type FormEvent, useState } from 'react';
import { createRoot } from 'react-dom/client';
import {
  type CartSlotProduct,
  PROMO_PARAMETER,
  type ProductOption,
} from '../../../platform/slots/cart-slot';
import {
  $overlay,
  answeringOverlay,
  answerOverlay,
  askOverlay,
  closeOverlay,
} from '../../../shell/overlay/overlay';
import './product-choices.css';

addMessages(cart);
addMessages(product);

export const CHOICES_OVERLAY = 'product-choices';
/** The option dialog answers the item's parameters: the options chosen, the promo opted into. */
const CHOICES_DIALOG = answeringOverlay<Record<string, string>>(CHOICES_OVERLAY);

/** The card's product whose choices are being asked. */
const $choosing = atom<CartSlotProduct | null>(null);

let mounted = false;

/** Asks the shopper's choices for a card's product: the item's parameters, or undefined if closed. */
export function chooseFor(choosing: CartSlotProduct): Promise<Record<string, string> | undefined> {
  if (!mounted) {
    const host = document.createElement('div');
    document.body.append(host);
    createRoot(host).render(<ProductChoices />);
    mounted = true;
  }
  $choosing.set(choosing);
  return askOverlay(CHOICES_DIALOG);
}

const preset = (options: ProductOption[]) =>
  Object.fromEntries(
    options.flatMap((option) => (option.selected ? [[option.name, option.selected]] : [])),
  );

export function ProductChoices() {
  const open = useStore($overlay) === CHOICES_OVERLAY;
  const choosing = useStore($choosing);
  return (
    <Dialog
      id="dialog-product-choices"
      open={open}
      onClose={closeOverlay}
      title={choosing ? `${t('cart.options.title')}: ${choosing.name}` : t('cart.options.title')}
    >
      {/* Mounted while open: each opening starts from the product's preset choices. */}
      {open && choosing ? <ChoicesForm key={choosing.productId} product={choosing} /> : null}
    </Dialog>
  );
}

function ChoicesForm({ product }: { product: CartSlotProduct }) {
  const options = product.choices?.options ?? [];
  const promo = product.choices?.promo;
  const [chosen, setChosen] = useState<Record<string, string>>(() => preset(options));
  const [withPromo, setWithPromo] = useState(false);
  const choose = (name: string, value: string) => setChosen((now) => ({ ...now, [name]: value }));
  const complete = options.every((option) => Boolean(chosen[option.name]));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!complete) return;
    answerOverlay(CHOICES_DIALOG, {
      ...chosen,
      ...(promo && withPromo ? { [PROMO_PARAMETER]: String(promo.id) } : {}),
    });
  };
  return (
    <form className="product-choices" onSubmit={submit}>
      {options.length > 0 ? <p>{t('product.options.hint')}</p> : null}
      {options.map((option) =>
        option.control === 'radio' ? (
          <RadioGroup
            key={option.name}
            legend={option.legend}
            options={option.choices}
            value={chosen[option.name]}
            onChange={(value) => choose(option.name, value)}
            required
          />
        ) : (
          <SelectField
            key={option.name}
            label={option.legend}
            options={option.choices}
            value={chosen[option.name] ?? ''}
            onChange={(event) => choose(option.name, event.currentTarget.value)}
            placeholder={t('product.options.placeholder')}
            required
          />
        ),
      )}
      {promo ? (
        <fieldset className="product-choices__promo">
          <legend>{t('product.options.promo')}</legend>
          <Checkbox
            label={promo.text}
            checked={withPromo}
            onChange={(event) => setWithPromo(event.currentTarget.checked)}
          />
        </fieldset>
      ) : null}
      <Button type="submit" disabled={!complete}>
        {t('cart.add')}
      </Button>
    </form>
  );
}
