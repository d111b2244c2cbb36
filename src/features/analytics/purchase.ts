/**
 * What a purchase event says of an order (spec: shopping §4, reported when the order is
 * placed): GA4's ecommerce shape, as Google Tag Manager reads it from the dataLayer. Built on
 * the server from the order the result page shows, so the browser needs no call of its own.
 */
import { fromCents, roundCents, toCents } from '@sporta/rules';
import type { components } from '@sporta/sdk';

type Order = components['schemas']['Order'];

export interface PurchaseItem {
  item_id: string;
  item_name: string;
  /** Unit price in euros. */
  price: number;
  quantity: number;
}

export interface Purchase {
  transaction_id: string;
  value: number;
  currency: 'EUR';
  items: PurchaseItem[];
}

export function purchaseOf(order: Order): Purchase {
  const items = (order.suborders ?? []).flatMap((suborder) =>
    (suborder.suborderItems ?? []).map((line): PurchaseItem => {
      const quantity = line.quantity ?? 0;
      const total = toCents(line.grossTotal ?? 0);
      return {
        item_id: String(line.product?.productId ?? ''),
        item_name: line.product?.name ?? '',
        // Per unit, in whole cents: a line sold by weight reports its price per unit asked.
        price: fromCents(quantity > 0 ? roundCents(total / quantity) : total),
        quantity,
      };
    }),
  );
  return {
    transaction_id: String(order.orderId),
    value: fromCents(toCents(order.grossTotal ?? 0)),
    currency: 'EUR',
    items,
  };
}

/** The purchase as the result page carries it (a JSON script): `<` escaped, no `</script>` can end it. */
export const purchaseJson = (order: Order) =>
  JSON.stringify(purchaseOf(order)).replaceAll('<', '\\u003c');
