/**
 * What /profile/orders/{orderId} loads on the server: that order with one `order/view` call.
 * A malformed id, an unknown one or another shopper's (the API refuses it as not found) is
 * `missing` — the page answers 404, never someone else's data; any other failure is `failed`,
 * and the page says so in place of the order.
 */
import type { EbsnClient, Order } from '@sporta/sdk';
import { type Lookup, lookUp } from '../../platform/failure-text';
import { orderIdOf } from './order-detail';

export function loadOrderDetail(
  ebsn: EbsnClient,
  param: string | undefined,
): Promise<Lookup<Order>> {
  const orderId = orderIdOf(param);
  return lookUp(async () => {
    if (orderId === undefined) return undefined;
    const order = await ebsn.order.view(orderId);
    // An answer for another order is no answer for this one.
    return order.orderId === orderId ? order : undefined;
  });
}
