// @vitest-environment node
/** operationOf reads the generated table of openapi/ebsn.yaml (issue 12). */
import { describe, expect, it, vi } from 'vitest';
import { operationOf } from './operations';

describe('operationOf, on the document', () => {
  it.each([
    ['GET', 'products', { path: '/products', method: 'GET', changesState: false }],
    ['GET', '/cart/view', { path: '/cart/view', method: 'GET', changesState: false }],
    ['get', 'category', { path: '/category', method: 'GET', changesState: false }],
    ['HEAD', 'category', { path: '/category', method: 'GET', changesState: false }],
    ['GET', 'saml/do-logout', { path: '/saml/do-logout', method: 'GET', changesState: true }],
    ['HEAD', 'saml/do-logout', { path: '/saml/do-logout', method: 'GET', changesState: true }],
    [
      'GET',
      'user-address/delete',
      { path: '/user-address/delete', method: 'GET', changesState: true },
    ],
    ['GET', 'timeslot/select', { path: '/timeslot/select', method: 'GET', changesState: true }],
    ['POST', 'cart/add', { path: '/cart/add', method: 'POST', changesState: true }],
    ['POST', 'note/list/', { path: '/note/list/', method: 'POST', changesState: true }],
  ])('given %s %s, then it is %o', (method, path, operation) => {
    expect(operationOf(method, path)).toEqual(operation);
  });

  it.each([
    ['POST', 'cart/view', 'a method the path does not have'],
    ['GET', 'cart/view/', 'a trailing slash the document does not write'],
    ['GET', 'Saml/Do-Logout', 'another spelling'],
    ['GET', 'cart/view/../../saml/do-logout', 'a path that resolves elsewhere'],
    ['GET', 'photo/thumb/1/2.svg', 'a path outside the document'],
    ['OPTIONS', 'cart/add', 'a preflight'],
  ])('given %s %s (%s), then there is no operation', (method, path) => {
    expect(operationOf(method, path)).toBeUndefined();
  });
});

describe('operationOf, on path templates', () => {
  it('matches a {param} to one plain segment and nothing else', async () => {
    vi.resetModules();
    vi.doMock('./generated/operations', () => ({
      ebsnOperations: {
        '/products/{id}': { GET: 'read-only' },
        '/products/featured': { GET: 'changes-state' },
      },
    }));
    const { operationOf: templated } = await import('./operations');
    expect(templated('GET', 'products/42')).toEqual({
      path: '/products/{id}',
      method: 'GET',
      changesState: false,
    });
    expect(templated('GET', 'products/featured')?.changesState).toBe(true);
    for (const path of [
      'products',
      'products/',
      'products/42/x',
      'products/..',
      'products/%2e%2e',
      'products/a%2Fb',
      'products/%E0%A4%A',
    ])
      expect(templated('GET', path), path).toBeUndefined();
    vi.doUnmock('./generated/operations');
  });
});
