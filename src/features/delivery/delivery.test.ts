// @vitest-environment jsdom
/**
 * The spec's chain between the delivery dialogs (shopping §4): each dialog is answered here as
 * a shopper would, and the flow must open the next one the spec names.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { $cart, type Cart } from '../../platform/shopper/cart-state';
import {
  $overlay,
  type AnsweringOverlay,
  answerOverlay,
  closeOverlay,
} from '../../shell/overlay/overlay';
import {
  $deliveryRequest,
  ADDRESS_DIALOG,
  arrangeDelivery,
  STORE_DIALOG,
  TIMESLOT_DIALOG,
} from './delivery';

/** The dialogs by id: this harness answers whichever opens with the answer the test lists. */
const DIALOGS = {
  address: ADDRESS_DIALOG,
  store: STORE_DIALOG,
  timeslot: TIMESLOT_DIALOG,
} as unknown as Record<string, AnsweringOverlay<unknown>>;

const withSlot: Cart = { cartId: 5, timeslot: { date: '2026-11-25', timeslotId: 12 } };

/** Answers each dialog in turn as it opens; records which opened and with what request. */
function shopperAnswers(answers: unknown[], onAnswer?: (dialog: string) => void) {
  const opened: string[] = [];
  const stop = $overlay.listen((id) => {
    if (id === null) return;
    const request = $deliveryRequest.get().deliveryServiceId;
    opened.push(id === 'timeslot' || request === undefined ? id : `${id}:${request}`);
    const answer = answers.shift();
    queueMicrotask(() => {
      onAnswer?.(id);
      if (answer === 'close') closeOverlay();
      else answerOverlay(DIALOGS[id] as AnsweringOverlay<unknown>, answer);
    });
  });
  return { opened, stop };
}

describe('choosing where and when, as a chain of dialogs', () => {
  let stop = () => {};
  beforeEach(() => {
    $overlay.set(null);
    $cart.set(null);
  });
  afterEach(() => stop());

  it('the timeslot dialog sends to the store tab, the store dialog is searched, then the slot is chosen', async () => {
    const flow = shopperAnswers([
      { action: 'setAddress', deliveryServiceId: 1 },
      'setStore',
      'setTimeslot',
      'done',
    ]);
    stop = flow.stop;
    await expect(arrangeDelivery('timeslot')).resolves.toBe(true);
    expect(flow.opened).toEqual(['timeslot', 'address:1', 'store:1', 'timeslot']);
  });

  it('a chosen address goes on to the slot only when the cart has none', async () => {
    const flow = shopperAnswers(['setTimeslot'], () => $cart.set(withSlot));
    stop = flow.stop;
    await expect(arrangeDelivery('address')).resolves.toBe(true);
    expect(flow.opened).toEqual(['address']);
  });

  it('the store dialog may send back to the addresses', async () => {
    const flow = shopperAnswers(['setStore', 'setAddress', 'setTimeslot', 'done']);
    stop = flow.stop;
    await expect(arrangeDelivery('address')).resolves.toBe(true);
    expect(flow.opened).toEqual(['address', 'store', 'address', 'timeslot']);
  });

  it('closing any dialog ends the flow without a delivery', async () => {
    const flow = shopperAnswers(['setAddress', 'close']);
    stop = flow.stop;
    await expect(arrangeDelivery('timeslot')).resolves.toBe(false);
    expect(flow.opened).toEqual(['timeslot', 'address']);
  });
});
