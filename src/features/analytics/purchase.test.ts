import { describe, expect, it } from 'vitest';
import { purchaseJson, purchaseOf } from './purchase';

describe('purchaseOf', () => {
  it('maps an order to GA4 purchase fields: id as text, total, EUR, unit prices in cents', () => {
    const order = {
      orderId: 4242,
      grossTotal: 15.9,
      suborders: [
        {
          suborderItems: [
            { product: { productId: 11, name: 'Spaghetti' }, quantity: 3, grossTotal: 2.97 },
            { product: { productId: 12, name: 'Mele' }, quantity: 0, grossTotal: 1.1 },
          ],
        },
        {
          suborderItems: [
            { product: { productId: 13, name: 'Latte' }, quantity: 2, grossTotal: 2.5 },
          ],
        },
      ],
    };
    expect(purchaseOf(order as never)).toEqual({
      transaction_id: '4242',
      value: 15.9,
      currency: 'EUR',
      items: [
        { item_id: '11', item_name: 'Spaghetti', price: 0.99, quantity: 3 },
        { item_id: '12', item_name: 'Mele', price: 1.1, quantity: 0 },
        { item_id: '13', item_name: 'Latte', price: 1.25, quantity: 2 },
      ],
    });
  });

  it('never lets a product name close the page script', () => {
    const order = {
      orderId: 1,
      suborders: [
        { suborderItems: [{ product: { productId: 1, name: '</script><b>' }, quantity: 1 }] },
      ],
    };
    expect(purchaseJson(order as never)).not.toContain('</script>');
    expect(JSON.parse(purchaseJson(order as never)).items[0].item_name).toBe('</script><b>');
  });
});
