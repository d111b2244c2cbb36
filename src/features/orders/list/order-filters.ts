/**
 * The filters of the orders list (spec: account §7 order/list: from_date, to_date,
 * from_gross_total, to_gross_total, order_type, show_pending, show_replaced; §9 page size 12)
 * and the page, in the URL: a plain GET form sets them without JavaScript, a link without query
 * (the menu, the user board) resets them (account §2 "Entering orders or lists resets the list
 * filters"). Anything malformed is left out, never sent upstream.
 */
import { ORDER_PAGE_SIZE, type OrderListQuery } from '@sporta/sdk';

/**
 * Whose orders the list shows (issue 40; spec: account §7 Orders, shopping §6 master account):
 * the shopper's own (order/list), or — on a master account, which holds the account's addresses
 * and people — those delivered to any of its addresses (order/list-for-all-user-shipping-
 * addresses) or those of every person on it (order/list-for-all-person-orders).
 */
export type OrderScope = 'own' | 'addresses' | 'people';
export const ORDER_SCOPES: readonly OrderScope[] = ['own', 'addresses', 'people'];

export interface OrderFilters {
  /** Delivery from / to this day, 'YYYY-MM-DD'; '' = no bound. */
  readonly from: string;
  readonly to: string;
  /** Total from / to, in euros. */
  readonly min: number | undefined;
  readonly max: number | undefined;
  /** The delivery service (the API's order_type): 1 pickup, 2 home, 10000/10002 lockers. */
  readonly service: number | undefined;
  /** Orders still in validation (statuses 1 and 2) are listed unless the shopper hides them. */
  readonly hidePending: boolean;
  /** Orders replaced by a later version are listed only when asked for. */
  readonly replaced: boolean;
  /** Absent: her own. A master account's ask for the account's (then no other filter applies). */
  readonly scope?: Exclude<OrderScope, 'own'>;
  readonly page: number;
}

export const NO_ORDER_FILTERS: OrderFilters = Object.freeze({
  from: '',
  to: '',
  min: undefined,
  max: undefined,
  service: undefined,
  hidePending: false,
  replaced: false,
  page: 1,
});

/** The services the filter offers (spec: shopping §9 service ids). */
export const ORDER_SERVICES = [2, 1, 10002] as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function dayOf(value: string | null): string {
  if (!value || !DAY.test(value)) return '';
  return Number.isNaN(Date.parse(`${value}T00:00:00Z`)) ? '' : value;
}

function amountOf(value: string | null): number | undefined {
  if (!value?.trim()) return undefined;
  const amount = Number(value.replace(',', '.'));
  return Number.isFinite(amount) && amount >= 0 && amount < 1_000_000
    ? Math.round(amount * 100) / 100
    : undefined;
}

/** The scope an orders URL asks for: only a master account has any but her own. */
function scopeOf(value: string | null, masterAccount: boolean): OrderScope {
  return masterAccount && (value === 'addresses' || value === 'people') ? value : 'own';
}

/**
 * The filters an orders URL carries. The account's lists take paging only (the spec names no
 * other filter of theirs the shop knows), so with a scope the others are left out.
 */
export function orderFiltersFromSearch(
  params: URLSearchParams,
  masterAccount = false,
): OrderFilters {
  const service = Number(params.get('service'));
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  const scope = scopeOf(params.get('scope'), masterAccount);
  const pageOf = Number.isInteger(page) && page > 0 && page < 10_000 ? page : 1;
  if (scope !== 'own') return { ...NO_ORDER_FILTERS, scope, page: pageOf };
  return {
    from: dayOf(params.get('from')),
    to: dayOf(params.get('to')),
    min: amountOf(params.get('min')),
    max: amountOf(params.get('max')),
    service: (ORDER_SERVICES as readonly number[]).includes(service) ? service : undefined,
    hidePending: params.get('pending') === '0',
    replaced: params.get('replaced') === '1',
    page: pageOf,
  };
}

/** The query string of `filters` (the form's order; defaults left out), without the '?'. */
export function orderSearchOf(filters: OrderFilters): string {
  const params = new URLSearchParams();
  if (filters.scope) params.set('scope', filters.scope);
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  if (filters.min !== undefined) params.set('min', String(filters.min));
  if (filters.max !== undefined) params.set('max', String(filters.max));
  if (filters.service !== undefined) params.set('service', String(filters.service));
  if (filters.hidePending) params.set('pending', '0');
  if (filters.replaced) params.set('replaced', '1');
  if (filters.page > 1) params.set('page', String(filters.page));
  return params.toString();
}

/** True when the list shows less than every order (an empty result then offers the reset). */
export const isFilteredOrders = ({ scope: _whose, ...filters }: OrderFilters) =>
  orderSearchOf({ ...filters, page: 1 }) !== '';

/** The filters that show `scope`'s orders from their first page. */
export const scopeFilters = (scope: OrderScope): OrderFilters =>
  scope === 'own' ? NO_ORDER_FILTERS : { ...NO_ORDER_FILTERS, scope };

/** The one order/list call of a page: newest first is the API's order. */
export function orderListQuery(filters: OrderFilters): OrderListQuery {
  const query: OrderListQuery = {
    page: filters.page,
    page_size: ORDER_PAGE_SIZE,
    show_pending: !filters.hidePending,
    show_replaced: filters.replaced,
  };
  if (filters.from) query.from_date = filters.from;
  if (filters.to) query.to_date = filters.to;
  if (filters.min !== undefined) query.from_gross_total = filters.min;
  if (filters.max !== undefined) query.to_gross_total = filters.max;
  if (filters.service !== undefined) query.order_type = filters.service;
  return query;
}
