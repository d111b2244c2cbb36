import { describe, expect, it } from 'vitest';
import type { Cart } from '../../../platform/shopper/cart-state';
import { cartTotals, orderTotals } from './cart-totals';

// The reference backend's rows (reference-backend/domain/shop.ts): 7,90 € below 60 €, then
// 4,90 €, 1,90 € from 100 €, free from 150 €.
const rows = [
  { range: 0, fee: 7.9 },
  { range: 60, fee: 4.9 },
  { range: 100, fee: 1.9 },
  { range: 150, fee: 0 },
];
const home = { addressId: 1, deliveryServiceId: 2 };
const pickup = { addressId: 2, deliveryServiceId: 1 };

describe("the totals a shopper reads are the server's", () => {
  it("shows the server's grand total and fee, never the items total as 'TOTALE'", () => {
    const cart: Cart = {
      cartId: 1,
      totalPrice: 35.48,
      packageTotal: 0.3,
      deliveryFee: 7.9,
      grossTotal: 43.68,
      shippingAddress: home,
    };
    expect(cartTotals(cart)).toEqual({
      itemsTotal: 35.48,
      packagesTotal: 0.3,
      deliveryFee: 7.9,
      grandTotal: 43.68,
    });
  });

  it('decides a missing fee and grand total by the rules: items + bags + fee − discounts', () => {
    const cart: Cart = {
      cartId: 1,
      totalPrice: 99.99,
      packageTotal: 0.6,
      giftCertificatesTotal: 5,
      shippingAddress: home,
    };
    expect(cartTotals(cart, rows)).toMatchObject({ deliveryFee: 4.9, grandTotal: 100.49 });
    expect(cartTotals({ ...cart, totalPrice: 150 }, rows)).toMatchObject({
      deliveryFee: 0,
      discountsTotal: 5,
      grandTotal: 145.6,
    });
  });

  it('charges no fee for pickup and leaves its row out', () => {
    const totals = cartTotals({ cartId: 1, totalPrice: 20, shippingAddress: pickup }, rows);
    expect(totals.deliveryFee).toBeUndefined();
    expect(totals.grandTotal).toBe(20);
  });

  it('never shows a total below zero when certificates exceed the cart', () => {
    const cart: Cart = {
      cartId: 1,
      totalPrice: 3,
      giftCertificatesTotal: 10,
      shippingAddress: pickup,
    };
    expect(cartTotals(cart, rows).grandTotal).toBe(0);
  });

  it("shows an order's parts as it was placed", () => {
    expect(
      orderTotals({
        orderId: 7,
        itemsTotal: 35.48,
        packageTotal: 0.3,
        deliveryFee: 7.9,
        giftCertificatesTotal: 0,
        grossTotal: 43.68,
        deliveryServiceId: 2,
      }),
    ).toEqual({ itemsTotal: 35.48, packagesTotal: 0.3, deliveryFee: 7.9, grandTotal: 43.68 });
  });
});
