/**
 * What the cart costs beyond its items, and the hints of the cart summary (spec: shopping §2
 * "Cart summary panel", §9 delivery-fee hint and pre-authorised amount; account §9 price
 * without VAT). Amounts are integer cents; hints carry a catalogue key and the cents to format.
 */
import { multiplyCents, roundCents, toCents } from './money.ts';

/** A row of GET /delivery-fee/view, as the API sends it: decimal euros. */
export interface DeliveryFeeRow {
  /** Spend threshold: from this items total on, `fee` applies. */
  readonly range: number;
  readonly fee: number;
}

// spec: shopping §9 delivery-fee hint, §2 "The delivery-fee hint shows only for delivery
// service 2."
export const HOME_DELIVERY_SERVICE_ID = 2;
export const DELIVERY_FEE_HINT_WINDOW_CENTS = 3000;
// spec: shopping §9 "Pre-authorised amount: total plus 30% of the variable-weight portion".
export const VARIABLE_WEIGHT_MARGIN_PERCENT = 30;

const sortedRows = (rows: readonly DeliveryFeeRow[]) =>
  rows
    .map((row) => ({ range: toCents(row.range), fee: toCents(row.fee) }))
    .sort((a, b) => a.range - b.range);

/** The fee of the highest row the total reaches (the lowest row's below every threshold). */
export function deliveryFee(rows: readonly DeliveryFeeRow[], totalCents: number): number {
  const sorted = sortedRows(rows);
  let fee = sorted[0]?.fee ?? 0;
  for (const row of sorted) if (totalCents >= row.range) fee = row.fee;
  return fee;
}

export interface DeliveryFeeHint {
  readonly key: 'cart.summary.deliveryFeeHint';
  /** `missing`: what to add to reach the threshold; `fee`: the fee from there on. */
  readonly cents: { readonly missing: number; readonly fee: number };
}

/**
 * "Add {missing} and delivery costs {fee}": when the total is within 30 € below the next fee
 * threshold, with that next row's fee. Home delivery only.
 */
export function deliveryFeeHint(
  rows: readonly DeliveryFeeRow[],
  totalCents: number,
  deliveryServiceId: number | null | undefined,
): DeliveryFeeHint | undefined {
  if (deliveryServiceId !== HOME_DELIVERY_SERVICE_ID) return undefined;
  const next = sortedRows(rows).find((row) => row.range > totalCents);
  if (!next) return undefined;
  const missing = next.range - totalCents;
  if (missing > DELIVERY_FEE_HINT_WINDOW_CENTS) return undefined;
  return { key: 'cart.summary.deliveryFeeHint', cents: { missing, fee: next.fee } };
}

export interface PurchaseMinimum {
  readonly reached: boolean;
  /** What the items still lack; 0 once reached. */
  readonly missingCents: number;
}

/** GET /cart/purchase-restriction's minimumPurchase against the items total. */
export function purchaseMinimum(minimumCents: number, itemsTotalCents: number): PurchaseMinimum {
  const missingCents = Math.max(0, minimumCents - itemsTotalCents);
  return { reached: missingCents === 0, missingCents };
}

export interface PurchaseMinimumHint {
  readonly key: 'cart.summary.minimumPurchaseHint';
  readonly cents: { readonly missing: number; readonly amount: number };
}

/** "{missing} missing to the minimum of {amount}"; undefined once reached or without minimum. */
export function purchaseMinimumHint(
  minimumCents: number,
  itemsTotalCents: number,
): PurchaseMinimumHint | undefined {
  const { reached, missingCents } = purchaseMinimum(minimumCents, itemsTotalCents);
  return reached
    ? undefined
    : {
        key: 'cart.summary.minimumPurchaseHint',
        cents: { missing: missingCents, amount: minimumCents },
      };
}

export interface PreAuthorisedParts {
  /** The order total the shopper sees (without bags, if the total shown excludes them). */
  readonly totalCents: number;
  /** The part priced by weight ('Di cui a peso', totalPriceVariable). */
  readonly variableCents: number;
  /** Bags (packageTotal) not already in `totalCents`. */
  readonly bagsCents: number;
}

// spec: shopping §9 Pre-authorised amount
/** What the card is pre-authorised for: total + 30 % of the variable-weight part + bags. */
export function preAuthorisedAmount(parts: PreAuthorisedParts): number {
  return (
    parts.totalCents +
    multiplyCents(parts.variableCents, VARIABLE_WEIGHT_MARGIN_PERCENT / 100) +
    parts.bagsCents
  );
}

/**
 * A VAT rate from `ivaCategory.ivaPct`: EBSN sends a fraction as a string (`"0.04"`); a value
 * above 1 is read as a percentage (22 → 0.22), since no Italian rate is 1 % or less.
 */
export function vatRate(ivaPct: number | string): number {
  const value = typeof ivaPct === 'string' ? Number(ivaPct.trim().replace(',', '.')) : ivaPct;
  if (!Number.isFinite(value) || value < 0) throw new RangeError(`vatRate: ${String(ivaPct)}`);
  return value > 1 ? value / 100 : value;
}

// spec: account §9 "Price without VAT = displayed price divided by (1 + VAT percent), rounded
// to 2 decimals."
export function priceWithoutVat(priceCents: number, ivaPct: number | string): number {
  return roundCents(priceCents / (1 + vatRate(ivaPct)));
}

/** The parts of a cart's or an order's grand total, in cents (spec: shopping §2 'TOTALE'). */
export interface TotalParts {
  /** The items (cart.totalPrice). */
  readonly itemsCents: number;
  /** The bags (cart.packageTotal). */
  readonly bagsCents: number;
  /** The delivery fee: 0 when free or not charged (pickup, lockers). */
  readonly feeCents: number;
  /** Discount codes and gift certificates together (cart.giftCertificatesTotal). */
  readonly discountCents: number;
}

/**
 * The grand total the shopper pays: items + bags + delivery fee − discounts, never below 0 (a
 * certificate larger than the cart pays it all, nothing more). The reference backend charges
 * this; the storefront uses it only where the server sent no grossTotal.
 */
export function grandTotal(parts: TotalParts): number {
  return Math.max(0, parts.itemsCents + parts.bagsCents + parts.feeCents - parts.discountCents);
}

/**
 * The delivery fee a cart pays: by the items total for home delivery (shopping §9), none for
 * the other services (§2: the fee shows only for delivery service 2).
 */
export function cartDeliveryFee(
  rows: readonly DeliveryFeeRow[],
  itemsCents: number,
  deliveryServiceId: number | null | undefined,
): number {
  return deliveryServiceId === HOME_DELIVERY_SERVICE_ID && itemsCents > 0
    ? deliveryFee(rows, itemsCents)
    : 0;
}

/** A slot's promotion on delivery (`Consegna a 1 €`): the fee it promises, at most. */
export interface SlotFeePromotion {
  feeCents: number;
}

/**
 * The fee of a cart delivered in a slot (issue 38): what the slot promises is what is charged —
 * its promotion's fee, never more than the standard fee (free delivery stays free).
 */
export function slotDeliveryFee(standardCents: number, promotion?: SlotFeePromotion): number {
  return promotion ? Math.min(standardCents, promotion.feeCents) : standardCents;
}
