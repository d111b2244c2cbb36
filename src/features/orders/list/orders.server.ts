/**
 * What /profile/orders loads on the server: the filters and page from the URL, and that page of
 * orders through the shopper's SDK — one order/list call, rows and all — or undefined when the
 * API failed: the page then says so in place of the list, never an error page.
 */
import type { EbsnClient, OrderList } from '@sporta/sdk';
import { type OrderFilters, orderFiltersFromSearch, orderListQuery } from './order-filters';

export interface OrdersPage {
  filters: OrderFilters;
  list: OrderList | undefined;
}

export async function loadOrders(ebsn: EbsnClient, url: URL): Promise<OrdersPage> {
  const filters = orderFiltersFromSearch(url.searchParams);
  try {
    return { filters, list: await ebsn.order.list(orderListQuery(filters)) };
  } catch (error) {
    console.warn('[account] orders unavailable', error);
    return { filters, list: undefined };
  }
}
