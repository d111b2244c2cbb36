import { describe, expect, it } from 'vitest';
import {
  isFilteredOrders,
  NO_ORDER_FILTERS,
  orderFiltersFromSearch,
  orderListQuery,
  orderSearchOf,
  scopeFilters,
} from './order-filters';

const parse = (search: string) => orderFiltersFromSearch(new URLSearchParams(search));

describe('the orders filters in the URL', () => {
  it('given no query, then every order, page 1, orders in validation shown, replaced ones not', () => {
    expect(parse('')).toEqual(NO_ORDER_FILTERS);
    expect(orderSearchOf(NO_ORDER_FILTERS)).toBe('');
    expect(isFilteredOrders(NO_ORDER_FILTERS)).toBe(false);
  });

  it('given every filter, then the URL the form sends comes back the same, in the form’s order', () => {
    const search =
      'from=2026-10-01&to=2026-11-30&min=10&max=99.5&service=1&pending=0&replaced=1&page=2';
    const filters = parse(search);
    expect(filters).toEqual({
      from: '2026-10-01',
      to: '2026-11-30',
      min: 10,
      max: 99.5,
      service: 1,
      hidePending: true,
      replaced: true,
      page: 2,
    });
    expect(orderSearchOf(filters)).toBe(search);
    expect(isFilteredOrders(filters)).toBe(true);
    expect(isFilteredOrders({ ...NO_ORDER_FILTERS, page: 3 })).toBe(false);
  });

  it('given the empty fields of a submitted form, then they are left out of the clean address', () => {
    expect(orderSearchOf(parse('from=&to=&min=&max=&service=&pending=0'))).toBe('pending=0');
  });

  it('given malformed values, then they are dropped, never sent upstream', () => {
    expect(
      parse('from=01/10/2026&to=2026-13-45&min=-3&max=abc&service=7&page=0&pending=1'),
    ).toEqual(NO_ORDER_FILTERS);
    expect(parse('min=12,5').min).toBe(12.5);
    expect(parse('page=99999').page).toBe(1);
  });
});

describe('the order/list call of a page', () => {
  it('asks for 12 orders of the page, with orders in validation and without replaced ones', () => {
    expect(orderListQuery(NO_ORDER_FILTERS)).toEqual({
      page: 1,
      page_size: 12,
      show_pending: true,
      show_replaced: false,
    });
  });

  it('sends each filter under the API’s name', () => {
    expect(
      orderListQuery(
        parse('from=2026-10-01&to=2026-11-30&min=10&max=99&service=2&pending=0&replaced=1&page=2'),
      ),
    ).toEqual({
      page: 2,
      page_size: 12,
      show_pending: false,
      show_replaced: true,
      from_date: '2026-10-01',
      to_date: '2026-11-30',
      from_gross_total: 10,
      to_gross_total: 99,
      order_type: 2,
    });
  });
});

describe('whose orders: a master account’s scopes (issue 40, account §7 order/list-for-all-…)', () => {
  const asMaster = (search: string) => orderFiltersFromSearch(new URLSearchParams(search), true);

  it('given a master account and a scope, then that scope with its page and no other filter', () => {
    const filters = asMaster('scope=people&from=2026-10-01&service=1&page=2');
    expect(filters).toEqual({ ...NO_ORDER_FILTERS, scope: 'people', page: 2 });
    expect(orderSearchOf(filters)).toBe('scope=people&page=2');
    expect(isFilteredOrders(filters)).toBe(false);
    expect(asMaster('scope=addresses').scope).toBe('addresses');
  });

  it('given no master account or an unknown scope, then her own orders as before', () => {
    expect(parse('scope=people')).toEqual(NO_ORDER_FILTERS);
    expect(asMaster('scope=everyone')).toEqual(NO_ORDER_FILTERS);
    expect(orderSearchOf(scopeFilters('own'))).toBe('');
    expect(orderSearchOf(scopeFilters('addresses'))).toBe('scope=addresses');
  });
});
