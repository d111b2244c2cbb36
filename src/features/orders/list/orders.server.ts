/**
 * What /profile/orders loads on the server: the filters and page from the URL, and that page of
 * orders through the shopper's SDK — one order/list call (or, for the account's orders, one
 * order/list-for-all-… call), rows and all — or undefined when the
 * API failed: the page then says so in place of the list, never an error page.
 */
import { type EbsnClient, ORDER_PAGE_SIZE, type OrderList } from '@sporta/sdk';
import { type OrderFilters, orderFiltersFromSearch, orderListQuery } from './order-filters';

export interface OrdersPage {
  filters: OrderFilters;
  list: OrderList | undefined;
}

/** `masterAccount`: the shopper's (Shopper.kind): only hers may list the account's orders. */
export async function loadOrders(
  ebsn: EbsnClient,
  url: URL,
  masterAccount = false,
): Promise<OrdersPage> {
  const filters = orderFiltersFromSearch(url.searchParams, masterAccount);
  const paging = { page: filters.page, page_size: ORDER_PAGE_SIZE };
  try {
    const list =
      filters.scope === 'addresses'
        ? await ebsn.order.listForAllShippingAddresses(paging)
        : filters.scope === 'people'
          ? await ebsn.order.listForAllPersons(paging)
          : await ebsn.order.list(orderListQuery(filters));
    return { filters, list };
  } catch (error) {
    console.warn('[account] orders unavailable', error);
    return { filters, list: undefined };
  }
}
