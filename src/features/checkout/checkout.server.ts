/**
 * What the checkout's pages load on the server (issue 17): the shopper's cart and an order, or
 * nothing when the API cannot say — the page then shows its own message, never an error page.
 */
import type { EbsnClient } from '@sporta/sdk';
import type { Cart } from '../cart';

export async function serverCart(ebsn: EbsnClient): Promise<Cart | null> {
  try {
    return await ebsn.cart.view();
  } catch (error) {
    console.warn('[checkout] cart unavailable', error);
    return null;
  }
}

export async function serverOrder(ebsn: EbsnClient, orderId: number) {
  if (!Number.isInteger(orderId) || orderId <= 0) return undefined;
  try {
    return await ebsn.order.view(orderId);
  } catch (error) {
    console.warn(`[checkout] order ${orderId} unavailable`, error);
    return undefined;
  }
}
