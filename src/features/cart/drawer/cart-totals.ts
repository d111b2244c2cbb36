/**
 * The totals a shopper reads — items, bags, delivery fee, discounts and 'TOTALE' (spec: shopping
 * §2 "Cart summary panel", §9 delivery fee) — as the server charges them. Where an answer lacks
 * a part, @sporta/rules decides it (the fee by the rows of delivery-fee/view, the grand total),
 * never a sum of the storefront's own: the total on screen is the total charged.
 */
import {
  cartDeliveryFee,
  type DeliveryFeeRow,
  fromCents,
  grandTotal,
  HOME_DELIVERY_SERVICE_ID,
  toCents,
} from '@sporta/rules';
import type { components } from '@sporta/sdk';
import type { Cart } from '../cart';

/** The summary's amounts in euros, as @sporta/ui-kit's CartSummary and OrderTotals take them. */
export interface ShownTotals {
  itemsTotal: number;
  weightedTotal?: number;
  packagesTotal?: number;
  /** Left out where no fee applies (pickup, lockers) or none could be known. */
  deliveryFee?: number;
  discountsTotal?: number;
  grandTotal: number;
}

/** What a cart or an order says of its money: the server's fields, any of which may be absent. */
interface Charged {
  items?: number | undefined;
  variable?: number | undefined;
  bags?: number | undefined;
  fee?: number | undefined;
  discounts?: number | undefined;
  gross?: number | undefined;
  serviceId?: number | null | undefined;
}

function shownTotals(charged: Charged, feeRows?: readonly DeliveryFeeRow[]): ShownTotals {
  const itemsCents = toCents(charged.items ?? 0);
  const home = charged.serviceId === HOME_DELIVERY_SERVICE_ID;
  // Without the server's fee nor the fee rows the fee is unknown: no row rather than a guess.
  const feeCents =
    charged.fee !== undefined
      ? toCents(charged.fee)
      : feeRows
        ? cartDeliveryFee(feeRows, itemsCents, charged.serviceId)
        : undefined;
  const bagsCents = toCents(charged.bags ?? 0);
  const discountCents = toCents(charged.discounts ?? 0);
  const grossCents =
    charged.gross !== undefined
      ? toCents(charged.gross)
      : grandTotal({ itemsCents, bagsCents, feeCents: feeCents ?? 0, discountCents });
  return {
    itemsTotal: fromCents(itemsCents),
    ...(charged.variable ? { weightedTotal: charged.variable } : {}),
    ...(charged.bags !== undefined ? { packagesTotal: charged.bags } : {}),
    ...(feeCents !== undefined && (home || feeCents > 0)
      ? { deliveryFee: fromCents(feeCents) }
      : {}),
    ...(discountCents > 0 ? { discountsTotal: fromCents(discountCents) } : {}),
    grandTotal: fromCents(grossCents),
  };
}

/** A cart's totals; the fee rows (cart terms) serve only when the answer has no fee. */
export function cartTotals(cart: Cart, feeRows?: readonly DeliveryFeeRow[]): ShownTotals {
  return shownTotals(
    {
      items: cart.totalPrice,
      variable: cart.totalPriceVariable,
      bags: cart.packageTotal,
      fee: cart.deliveryFee,
      discounts: cart.giftCertificatesTotal,
      gross: cart.grossTotal,
      serviceId: cart.shippingAddress?.deliveryServiceId,
    },
    feeRows,
  );
}

/** An order's totals, as it was placed. */
export function orderTotals(order: components['schemas']['Order']): ShownTotals {
  return shownTotals({
    items: order.itemsTotal,
    bags: order.packageTotal,
    fee: order.deliveryFee,
    discounts: order.giftCertificatesTotal,
    gross: order.grossTotal,
    serviceId: order.deliveryServiceId,
  });
}
