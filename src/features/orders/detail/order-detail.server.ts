/**
 * What /profile/orders/{orderId} loads on the server: the shopper's order with one `order/view`
 * call. A malformed id, an unknown one or another shopper's (the API refuses it as not found) is
 * `missing` — the page answers 404, never someone else's data; any other failure is `failed`,
 * and the page says so in place of the order.
 */
import type { EbsnClient, Order } from '@sporta/sdk';
import { lookUp, type Outcome } from '../../../platform/results/outcome';
import { orderIdOf } from './order-detail';

export function loadOrderDetail(
  ebsn: EbsnClient,
  param: string | undefined,
): Promise<Outcome<Order, never>> {
  const orderId = orderIdOf(param);
  return lookUp(async () => {
    if (orderId === undefined) return undefined;
    const order = await ebsn.order.view(orderId);
    // An answer for another order is no answer for this one.
    return order.orderId === orderId ? order : undefined;
  });
}

/** The longest access token taken from a link; anything longer is no token of the shop's. */
const MAX_ACCESS_TOKEN_LENGTH = 200;

/**
 * What /order loads for a link with `order_id` and `access_token` (the confirmation e-mail's):
 * that order with one `token-order/view` call, no login. A missing or malformed id or token, or
 * one the API refuses, is `missing` (404): the link shows that order or nothing.
 */
export function loadOrderByToken(
  ebsn: EbsnClient,
  query: URLSearchParams,
): Promise<Outcome<Order, never>> {
  const orderId = orderIdOf(query.get('order_id') ?? undefined);
  const token = query.get('access_token')?.trim() ?? '';
  return lookUp(async () => {
    if (orderId === undefined || token === '' || token.length > MAX_ACCESS_TOKEN_LENGTH)
      return undefined;
    const order = await ebsn.order.viewWithToken(orderId, token);
    return order.orderId === orderId ? order : undefined;
  });
}
