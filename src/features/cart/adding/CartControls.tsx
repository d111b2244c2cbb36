/**
 * The add-to-cart controls of the product cards and the product page (issue 16): one island for
 * the whole page (`client:intent="cart-controls"`), hydrated on the first sign of intent over any
 * slot the catalogue rendered (platform/slots/cart-slot.ts), or as soon as a slot shows when the shopper
 * has products in the cart. It answers the slots' "Aggiungi" buttons and draws, into each slot, the
 * stepper of the product once it is in the cart — from the same `$shownCart` as the drawer and the
 * top bar, so they agree at all times.
 */
import { useStore } from '@nanostores/react';
import { addMessages, t } from '@sporta/i18n';
import { cartSteps } from '@sporta/i18n/messages/cart-steps';
import { uiCart } from '@sporta/i18n/messages/ui-cart';
import { isAllowedQuantity, lastQuantity } from '@sporta/rules';
import { buttonClass, QuantityStepper } from '@sporta/ui-kit';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { createRoot } from 'react-dom/client';
import { anonymousCartOn } from '../../../platform/shopper/anonymous-cart';
import { $session } from '../../../platform/shopper/shopper';
import {
  ADD_BUTTON_ATTRIBUTE,
  CART_SLOT_ATTRIBUTE,
  type CartSlotProduct,
  readSlot,
  STEPPER_ATTRIBUTE,
} from '../../../platform/slots/cart-slot';
import { ISLAND_LATE_ATTRIBUTE } from '../../../shell/hydration/chunk-deadline';
import { useIslandReady } from '../../../shell/hydration/island-ready';
import {
  $cart,
  $cartBusy,
  $lineErrors,
  $shownCart,
  addProduct,
  addWithChoices,
  addWithOptions,
  enterQuantity,
  loadCart,
  stepLine,
} from '../cart';
import { lineOfProduct, productKey, unitOf } from '../cart-lines';

addMessages(cartSteps);
addMessages(uiCart);

interface Slot {
  product: CartSlotProduct;
  add: HTMLButtonElement;
  host: Element;
}

function findSlots(): Slot[] {
  const slots: Slot[] = [];
  for (const element of document.querySelectorAll(`[${CART_SLOT_ATTRIBUTE}]`)) {
    const product = readSlot(element);
    const add = element.querySelector<HTMLButtonElement>(`[${ADD_BUTTON_ATTRIBUTE}]`);
    const host = element.querySelector(`[${STEPPER_ATTRIBUTE}]`);
    if (product && add && host) slots.push({ product, add, host });
  }
  return slots;
}

/** The product page's options, all required (spec: shopping §5): the browser says which is missing. */
function chosenOptions(formId: string): Record<string, string> | undefined {
  const form = document.getElementById(formId);
  if (!(form instanceof HTMLFormElement) || !form.reportValidity()) return undefined;
  const choices: Record<string, string> = {};
  for (const [name, value] of new FormData(form)) choices[name] = String(value);
  return choices;
}

/** The quantity chosen on the product page, when it is one the rules allow. */
function chosenQuantity(product: CartSlotProduct): number | undefined {
  const field = product.quantityField ? document.getElementById(product.quantityField) : null;
  if (!(field instanceof HTMLSelectElement)) return undefined;
  const quantity = Number(field.value);
  return quantity > 0 && isAllowedQuantity(product.rule, quantity) ? quantity : undefined;
}

function press(product: CartSlotProduct): void {
  // A failed call has been told by the request layer (a toast); the slot stays as it was.
  const told = () => undefined;
  if (product.choices) {
    addWithChoices(product).catch(told);
    return;
  }
  const quantity = chosenQuantity(product);
  if (!product.optionsForm) {
    addProduct(product, quantity).catch(told);
    return;
  }
  const choices = chosenOptions(product.optionsForm);
  if (choices) addWithOptions(product, choices, quantity).catch(told);
}

/**
 * Brings a slot's server-rendered parts to life: "Aggiungi" adds; with options (spec: shopping §5)
 * it is enabled only once every option is chosen, and the form's own submit (Enter) is the add,
 * never a page load. Returns how to undo it.
 */
function wireSlot({ product, add }: Slot): () => void {
  const onAdd = () => press(product);
  add.addEventListener('click', onAdd);
  const form = product.optionsForm ? document.getElementById(product.optionsForm) : null;
  if (!(form instanceof HTMLFormElement)) return () => add.removeEventListener('click', onAdd);
  const check = () => {
    add.disabled = !form.checkValidity();
  };
  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    if (!add.disabled) press(product);
  };
  check();
  form.addEventListener('change', check);
  form.addEventListener('submit', submit);
  return () => {
    add.removeEventListener('click', onAdd);
    form.removeEventListener('change', check);
    form.removeEventListener('submit', submit);
  };
}

export default function CartControls() {
  const root = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const found = findSlots();
    // A root per slot (the slots are the server's, around the page): they share the stores.
    const roots = found.map((slot) => {
      const stepper = createRoot(slot.host);
      stepper.render(<SlotStepper slot={slot} />);
      return stepper;
    });
    const unwired = found.map(wireSlot);
    // The quantities already in the cart, for the steppers (quietly: nothing to tell if it fails).
    // A guest's too with an anonymous cart (PUBLIC_ANONYMOUS_CART), once it holds lines: a guest
    // without any has no session yet, and this call beside the first add would get another one.
    const { loggedIn, cartCount } = $session.get();
    if ((loggedIn || (cartCount > 0 && anonymousCartOn())) && !$cart.get())
      loadCart({ quiet: true }).catch(() => undefined);
    return () => {
      for (const unwire of unwired) unwire();
      for (const stepper of roots) stepper.unmount();
    };
  }, []);
  // After the click handler: a press held back before hydration is done again now (island-ready.ts).
  useIslandReady(root);
  return (
    <>
      <span ref={root} data-signals-ready hidden />
      {/* Shown by the cart directive if this code has not arrived in 120 s (chunk-deadline.ts). */}
      <div {...{ [ISLAND_LATE_ATTRIBUTE]: '' }} className="island-late" hidden>
        <p>{t('cart.controlsLate')}</p>
        <button type="button" className={buttonClass({ size: 'sm' })}>
          {t('cart.controlsRetry')}
        </button>
      </div>
    </>
  );
}

/** The stepper of a product in the cart, in its slot; the slot's "Aggiungi" while it is not. */
function SlotStepper({ slot }: { slot: Slot }) {
  const { product, add } = slot;
  const key = productKey(product.productId);
  const cart = useStore($shownCart);
  const message = useStore($lineErrors)[key];
  const busy = useStore($cartBusy);
  // With options each choice is a line of its own: the slot always adds (the drawer has the lines).
  const quantity =
    product.optionsForm || product.choices
      ? 0
      : (lineOfProduct(cart, product.productId)?.quantity ?? 0);
  const box = useRef<HTMLDivElement>(null);
  const wasInCart = useRef(false);
  const inCart = quantity > 0;

  useLayoutEffect(() => {
    const focused = document.activeElement;
    add.hidden = inCart;
    // The focus follows the control the shopper was using: add → stepper, stepper → add.
    if (inCart && focused === add)
      box.current?.querySelector<HTMLElement>('[role="spinbutton"]')?.focus();
    if (!inCart && wasInCart.current && (focused === document.body || focused === null))
      add.focus();
    wasInCart.current = inCart;
  }, [inCart, add]);

  const rule = product.rule;
  const max = lastQuantity(rule);
  return (
    <div ref={box} className="cart-slot__stepper" aria-busy={busy}>
      {inCart ? (
        <QuantityStepper
          value={quantity}
          unit={unitOf(rule, t('cart.unit.piece'), t('cart.unit.pack'))}
          loose={rule.kind === 'weight'}
          label={t('cart.quantityOf', { name: product.name })}
          fill
          {...(max === undefined ? {} : { max })}
          onIncrease={() => stepLine(key, rule, 'up')}
          onDecrease={() => stepLine(key, rule, 'down')}
          {...(rule.kind === 'pieces'
            ? { onEnter: (typed: number) => enterQuantity(key, rule, typed) }
            : {})}
        />
      ) : null}
      {message ? (
        <p className="cart-slot__message" role="alert">
          {message}
        </p>
      ) : null}
    </div>
  );
}
