// @vitest-environment jsdom
/**
 * Analytics with consent (spec: shopping §4, account §3, §9): nothing reaches the dataLayer
 * without the shopper's analytics consent, the login and the purchase do with it, each order
 * once (the last 20 reported ids kept), and the tag manager loads only when configured.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { COOKIE_PREFERENCES_KEY, saveCookieChoice } from '../../shell/shopper/cookie-consent';
import { analyticsConsented, COOKIE_RECORD_KEY } from './consent';
import { PURCHASE_DATA_ID, reportLogin, reportPurchase, reportPurchaseOfPage } from './index';
import type { Purchase } from './purchase';
import {
  claimOrderReport,
  REPORTED_ORDERS_KEY,
  REPORTED_ORDERS_MAX,
  withReported,
} from './reported-orders';

const purchase = (orderId: number): Purchase => ({
  transaction_id: String(orderId),
  value: 12.5,
  currency: 'EUR',
  items: [{ item_id: '101', item_name: 'Spaghetti', price: 1.25, quantity: 10 }],
});
const events = () => (window.dataLayer ?? []).filter((entry) => entry.event !== 'gtm.js');

beforeEach(() => {
  localStorage.clear();
  delete window.dataLayer;
  document.body.removeAttribute('data-tag-manager');
  for (const script of document.head.querySelectorAll('script')) script.remove();
  document.body.replaceChildren();
});
afterEach(() => localStorage.clear());

describe('consent gating', () => {
  it("reads the shell's own cookie record: one key, the banner's choice", () => {
    expect(COOKIE_RECORD_KEY).toBe(COOKIE_PREFERENCES_KEY);
    expect(analyticsConsented()).toBe(false);
    saveCookieChoice({ analytics: false, profiling: true });
    expect(analyticsConsented()).toBe(false);
    saveCookieChoice({ analytics: true, profiling: false });
    expect(analyticsConsented()).toBe(true);
  });

  it('given an unreadable record, then there is no consent', () => {
    localStorage.setItem(COOKIE_RECORD_KEY, '{not json');
    expect(analyticsConsented()).toBe(false);
  });

  it('given no consent, when the shopper signs in and orders, then no dataLayer exists and nothing is kept', async () => {
    saveCookieChoice({ analytics: false, profiling: false });
    await reportLogin();
    await reportPurchase(purchase(7001));
    expect(window.dataLayer).toBeUndefined();
    // Not even remembered as reported: nothing about the order was processed.
    expect(localStorage.getItem(REPORTED_ORDERS_KEY)).toBeNull();
  });

  it('given consent given later, then what happened before it is not sent (no queue)', async () => {
    await reportLogin();
    saveCookieChoice({ analytics: true, profiling: false });
    expect(window.dataLayer).toBeUndefined();
    await reportLogin();
    expect(events()).toEqual([{ event: 'login', method: 'sporta' }]);
  });
});

describe('events with consent', () => {
  beforeEach(() => saveCookieChoice({ analytics: true, profiling: false }));

  it('given a purchase, then one GA4 purchase event after a cleared ecommerce object', async () => {
    await reportPurchase(purchase(7002));
    expect(events()).toEqual([
      { ecommerce: null },
      { event: 'purchase', ecommerce: purchase(7002) },
    ]);
  });

  it('given the same order again (a reload of its result page), then it is not reported again', async () => {
    await reportPurchase(purchase(7003));
    delete window.dataLayer; // a new page
    await reportPurchase(purchase(7003));
    expect(window.dataLayer).toBeUndefined();
  });

  it("given the result page's JSON, then its purchase is reported", async () => {
    const data = document.createElement('script');
    data.type = 'application/json';
    data.id = PURCHASE_DATA_ID;
    data.textContent = JSON.stringify(purchase(7004));
    document.body.append(data);
    reportPurchaseOfPage();
    await expect.poll(() => events().at(-1)?.event).toBe('purchase');
  });

  it('given no tag-manager id, then no script is added', async () => {
    await reportLogin();
    expect(document.querySelector('script[src]')).toBeNull();
  });

  it('given a tag-manager id, then its script loads once, after gtm.start', async () => {
    document.body.dataset.tagManager = 'GTM-TEST01';
    await reportLogin();
    await reportPurchase(purchase(7005));
    const scripts = document.head.querySelectorAll('script[src]');
    expect([...scripts].map((script) => script.getAttribute('src'))).toEqual([
      'https://www.googletagmanager.com/gtm.js?id=GTM-TEST01',
    ]);
    expect(window.dataLayer?.[0]).toMatchObject({ event: 'gtm.js' });
  });
});

describe('the reported-orders ring (last 20)', () => {
  it('keeps the newest 20, newest last, each once', () => {
    let ids: number[] = [];
    for (let id = 1; id <= 25; id += 1) ids = withReported(ids, id);
    expect(ids).toHaveLength(REPORTED_ORDERS_MAX);
    expect(ids[0]).toBe(6);
    expect(ids.at(-1)).toBe(25);
    expect(withReported([1, 2, 3], 2)).toEqual([1, 3, 2]);
  });

  it('claims an order once; an order pushed out of the 20 could be claimed again', () => {
    expect(claimOrderReport(1)).toBe(true);
    expect(claimOrderReport(1)).toBe(false);
    for (let id = 2; id <= 21; id += 1) expect(claimOrderReport(id)).toBe(true);
    expect(JSON.parse(localStorage.getItem(REPORTED_ORDERS_KEY) ?? '[]')).toHaveLength(20);
    expect(claimOrderReport(1)).toBe(true);
    expect(claimOrderReport(21)).toBe(false);
  });

  it('given an unreadable list, then it starts again', () => {
    localStorage.setItem(REPORTED_ORDERS_KEY, 'oops');
    expect(claimOrderReport(9)).toBe(true);
    expect(localStorage.getItem(REPORTED_ORDERS_KEY)).toBe('[9]');
  });
});
