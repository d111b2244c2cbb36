/**
 * What must hold before an order is sent (spec: shopping §5 "Checkout buy and prepare calls treat
 * response status 0 as success; otherwise the first error text is raised"), and the payment
 * sessions of the local fake payment page.
 */
import { randomBytes } from 'node:crypto';
import { formatDecimal } from '@sporta/i18n/format';
import { purchaseMinimum, splitByAvailability, toCents } from '@sporta/rules';
import { Refusal } from '../http/envelope.ts';
import { BACKEND_TEXTS, SPEC_TEXTS, text } from '../messages.ts';
import type { Shop } from '../shop.ts';
import type { ComputedCart } from './cart.ts';
import { shopDate } from './clock.ts';
import { timeslotTemplate } from './shop.ts';
import { isBookable } from './timeslots.ts';

export function checkReady(shop: Shop, computed: ComputedCart): void {
  if (computed.lines.length === 0) throw new Refusal(BACKEND_TEXTS.cartEmpty);
  if (!computed.address || computed.addressAuto) throw new Refusal(BACKEND_TEXTS.addressRequired);
  if (!computed.slot || computed.slotAuto) throw new Refusal(BACKEND_TEXTS.timeslotRequired);
  const template = timeslotTemplate(computed.slot.timeslotId);
  if (!template || !isBookable(shop.db, computed.slot.date, template, computed.warehouseId)) {
    throw new Refusal(BACKEND_TEXTS.timeslotFull);
  }
  // spec: shopping §4 "At checkout blocked lines are separated from available ones."
  const { blocked } = splitByAvailability(computed.lines, (line) => line.availability);
  if (blocked.length) {
    throw new Refusal(BACKEND_TEXTS.unavailableLines, {
      data: {
        unavailableItems: blocked.map((l) => ({
          itemId: l.item.item_id,
          cartItemAvaliabilityId: l.availability,
        })),
      },
    });
  }
  if (!purchaseMinimum(toCents(computed.minimumPurchase), toCents(computed.itemsTotal)).reached) {
    throw new Refusal(
      text('minimumPurchase', { amount: formatDecimal(computed.minimumPurchase, 2) }),
    );
  }
}

/** Starts a payment on the fake payment page; the shopper is sent to the relative URL. */
export function startPayment(shop: Shop, orderId: number, amount: number): string {
  const token = randomBytes(16).toString('hex');
  shop.db.run(
    "INSERT INTO payments (token, order_id, amount, status, created_at) VALUES (?, ?, ?, 'pending', ?)",
    token,
    orderId,
    amount,
    shopDate().toISOString(),
  );
  // Absolute, as a provider's page is: the storefront sends the browser there through /leave.
  return `${shop.settings.publicUrl}/ebsn/api/payment-page/${token}`;
}

/** payment_data is JSON text (shopping §7); a card ending in 0002 is declined, as test cards are. */
export function readPaymentData(value: string | undefined): Record<string, unknown> {
  if (value === undefined) return {};
  try {
    const parsed = JSON.parse(value) as unknown;
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
  } catch {
    throw new Refusal(SPEC_TEXTS['errors.requestRefused']);
  }
}

/**
 * Meta key set by the development state 'a shopper whose payment is refused': while present,
 * checkout/buy refuses to send the order, as EBSN does when the shop cannot take it.
 */
export const REFUSE_ORDERS_FLAG = 'dev:refuse-orders';

export function isDeclined(paymentData: Record<string, unknown>): boolean {
  const card = String(paymentData.cardNumber ?? paymentData.pan ?? '').replace(/\D/g, '');
  return card.endsWith('0002');
}
