// @vitest-environment node
/**
 * What the storefront's cart/add sends (spec: shopping §4 "Add to cart", §7 "POST /cart/add body
 * {items:[{productId, quantity, deliveryWarehouseId?, searchParams?, infos.accept_alternatives,
 * extra params}]}"), seen on the wire of a real HTTP server through the SDK.
 */
import { sellingRule } from '@sporta/rules';
import { createEbsnClient } from '@sporta/sdk';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ok, startTestServer, type TestServer } from '../../../../sdk/src/test-server';
import type { CartSlotProduct } from '../../../platform/slots/cart-slot';
import { addItem, addThenCode, listingSearch } from './cart-answers';

const cheese: CartSlotProduct = {
  productId: 355,
  name: 'Parmigiano',
  rule: sellingRule({ productInfos: { TIPOLOGIA: 'Sfuso', WEIGHT_SELLING: '0.3' } }),
  acceptAlternatives: false,
  warehouseId: 89,
};
const biscuits: CartSlotProduct = {
  productId: 273,
  name: 'Biscotti',
  rule: sellingRule({ productInfos: { TIPOLOGIA: 'Pezzo' } }),
};

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
  server.on('/cart/add', ok({ cartId: 55 }));
  server.on('/cart-giftcertificate/add_code', ok({ cartId: 55, giftCertificates: [] }));
});
afterEach(() => server.close());
const sdk = () => createEbsnClient({ baseUrl: `${server.url}/ebsn/api` });
const bodyOf = (index: number) => JSON.parse(server.requests[index]?.body ?? 'null') as unknown;

describe('cart/add from a card or the product page', () => {
  it("sends the product's warehouse, the listing's search and the slot's accept_alternatives", async () => {
    const search = listingSearch('?q=parmigiano&brand=Zanetti');
    await sdk().cart.add([addItem(cheese, 0.3, {}, search)]);
    expect(server.requests.map((request) => request.path)).toEqual(['/cart/add']);
    expect(bodyOf(0)).toEqual({
      items: [
        {
          productId: 355,
          quantity: 0.3,
          deliveryWarehouseId: 89,
          searchParams: { q: 'parmigiano', brand: 'Zanetti' },
          infos: { accept_alternatives: 'false' },
        },
      ],
    });
  });

  it('sends neither when the product has no warehouse and the page is no search', async () => {
    expect(listingSearch('?category=12')).toBeUndefined();
    expect(listingSearch('?q=%20')).toBeUndefined();
    await sdk().cart.add([addItem(biscuits, 1, { taglio: 'intero' }, undefined)]);
    expect(bodyOf(0)).toEqual({
      items: [
        { productId: 273, quantity: 1, taglio: 'intero', infos: { accept_alternatives: 'false' } },
      ],
    });
  });

  it('a gift code given with the add is applied after it with add_code', async () => {
    const cart = await addThenCode(
      sdk().cart,
      [addItem(biscuits, 1, {}, undefined)],
      {},
      ' PANE5 ',
    );
    expect(server.requests.map((request) => request.path)).toEqual([
      '/cart/add',
      '/cart-giftcertificate/add_code',
    ]);
    expect(server.requests[1]?.method).toBe('POST');
    expect(server.requests[1]?.query.get('code')).toBe('PANE5');
    expect(cart.giftCertificates).toEqual([]);
  });

  it('without a gift code, only the add', async () => {
    await addThenCode(sdk().cart, [addItem(biscuits, 1, {}, undefined)], {});
    expect(server.requests.map((request) => request.path)).toEqual(['/cart/add']);
  });
});
