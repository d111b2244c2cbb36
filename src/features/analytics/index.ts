/**
 * Analytics with consent (spec: shopping §4 "tracks the login", the order placed; account §3,
 * §9): the login and the purchase become dataLayer events only for a shopper who accepted
 * analytics cookies. Without consent nothing happens at all: no dataLayer, no queue kept to
 * send once she accepts — consent is not retroactive, and what she did before it is not ours
 * to report. The dataLayer code (data-layer.ts) loads only when consent and an event meet.
 */
import { analyticsConsented } from './consent';
import type { Purchase } from './purchase';
import { claimOrderReport } from './reported-orders';

export { type Purchase, purchaseJson } from './purchase';

/** The id of the JSON script the result page carries its purchase in (PaymentResult.astro). */
export const PURCHASE_DATA_ID = 'purchase-data';

/** After a sign-in (features/auth). */
export async function reportLogin(): Promise<void> {
  if (!analyticsConsented()) return;
  (await import('./data-layer')).pushLogin();
}

/** On the order's result page: once per order, however often the page is shown. */
export async function reportPurchase(purchase: Purchase): Promise<void> {
  if (!analyticsConsented()) return;
  const orderId = Number(purchase.transaction_id);
  if (!Number.isInteger(orderId) || !claimOrderReport(orderId)) return;
  (await import('./data-layer')).pushPurchase(purchase);
}

/** The result page's purchase (its JSON script, PaymentResult.astro), reported once. */
export function reportPurchaseOfPage(): void {
  const data = document.getElementById(PURCHASE_DATA_ID)?.textContent;
  if (data) void reportPurchase(JSON.parse(data) as Purchase);
}
