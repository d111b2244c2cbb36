// @vitest-environment node
/**
 * The proxy's cross-site guard (issue 12), as tables of what a browser sends: which calls are
 * read-only comes from openapi/ebsn.yaml through @sporta/sdk's operationOf.
 */
import { SDK_REQUEST_HEADER } from '@sporta/sdk';
import { describe, expect, it } from 'vitest';
import { refusesCrossSite } from './cross-site';

const SHOP = 'http://127.0.0.1:4321';
const OTHER = 'https://evil.example';

function call(method: string, path: string, headers: Record<string, string> = {}) {
  return refusesCrossSite(new Request(`${SHOP}/ebsn/api/${path}`, { method, headers }), path, SHOP);
}

describe('a call that changes state', () => {
  it.each([
    [
      'a link on another site to the SSO logout',
      'GET',
      'saml/do-logout',
      { 'sec-fetch-site': 'cross-site' },
    ],
    [
      'an image on another site deleting an address',
      'GET',
      'user-address/delete',
      { 'sec-fetch-site': 'cross-site' },
    ],
    [
      'a link from a sibling subdomain choosing a timeslot',
      'GET',
      'timeslot/select',
      { 'sec-fetch-site': 'same-site' },
    ],
    ['a typed URL or bookmark', 'GET', 'saml/do-logout', { 'sec-fetch-site': 'none' }],
    [
      'a form on another site',
      'POST',
      'cart/add',
      { 'sec-fetch-site': 'cross-site', origin: OTHER },
    ],
    ['a form from another Origin, no Sec-Fetch-Site', 'POST', 'auth/logout', { origin: OTHER }],
    ['a sandboxed frame (Origin: null)', 'POST', 'auth/logout', { origin: 'null' }],
    ['the shop Origin on another port', 'POST', 'auth/logout', { origin: 'http://127.0.0.1:4322' }],
    [
      'a same-origin Origin with Sec-Fetch-Site saying cross-site',
      'POST',
      'cart/add',
      { 'sec-fetch-site': 'cross-site', origin: SHOP },
    ],
    ['no headers at all (old browser, top-level GET)', 'GET', 'saml/do-logout', {}],
    ['no headers at all on a POST', 'POST', 'cart/add', {}],
  ])('is refused from %s', (_, method, path, headers) => {
    expect(call(method, path, headers)).toBe(true);
  });

  it.each([
    [
      'a fetch of the shop page',
      'POST',
      'cart/add',
      { 'sec-fetch-site': 'same-origin', origin: SHOP },
    ],
    ['a link on the shop page', 'GET', 'saml/do-logout', { 'sec-fetch-site': 'same-origin' }],
    ['the SDK (its header)', 'GET', 'timeslot/select', { [SDK_REQUEST_HEADER]: '1' }],
    [
      'the SDK in a browser that also says same-origin',
      'POST',
      'auth/logout',
      { [SDK_REQUEST_HEADER]: '1', 'sec-fetch-site': 'same-origin' },
    ],
    ['a browser without Sec-Fetch-Site, Origin the shop', 'POST', 'cart/add', { origin: SHOP }],
  ])('is let through from %s', (_, method, path, headers) => {
    expect(call(method, path, headers)).toBe(false);
  });
});

describe('a call the document does not know', () => {
  it.each([
    ['a path outside the document', 'GET', 'not-in-the-document'],
    ['a read-only path with a method it does not have', 'POST', 'cart/view'],
    ['a read-only path spelt with a trailing slash', 'GET', 'cart/view/'],
    ['a preflight', 'OPTIONS', 'cart/add'],
    ['a picture path that is not one file', 'GET', 'photo/thumb/a/b.svg'],
  ])('is taken to change state: %s, cross-site, is refused', (_, method, path) => {
    expect(call(method, path, { 'sec-fetch-site': 'cross-site' })).toBe(true);
    expect(call(method, path, { 'sec-fetch-site': 'same-origin' })).toBe(false);
  });
});

describe('a read-only call', () => {
  it.each([
    ['products', { 'sec-fetch-site': 'cross-site' }],
    ['category', { 'sec-fetch-site': 'cross-site', origin: OTHER }],
    ['cart/view', { 'sec-fetch-site': 'none' }],
    ['warehouse-locator/search', {}],
    ['photo/thumb/123.svg', { 'sec-fetch-site': 'cross-site' }],
    ['order/invoice', { 'sec-fetch-site': 'none' }],
    ['version.json', { 'sec-fetch-site': 'cross-site' }],
  ])('stays open to anyone: GET %s with %o', (path, headers) => {
    expect(call('GET', path, headers)).toBe(false);
    expect(call('HEAD', path, headers)).toBe(false);
  });
});
