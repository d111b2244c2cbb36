/**
 * What a product's slot tells the cart to send with the add (spec: shopping §9 "Weight-based
 * accept-alternatives defaults true, or a promo variant from configuration").
 */
import type { Product } from '@sporta/sdk';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CART_SLOT_ATTRIBUTE, readSlot } from '../../../platform/slots/cart-slot';
import { CartSlot } from './CartSlot';

const apples = {
  productId: 323,
  name: 'Mele Golden Delicious',
  productInfos: { TIPOLOGIA: 'Sfuso', WEIGHT_SELLING: '0.5', STEP_SELLING: '0.25' },
} as Product;
const onPromo = { ...apples, warehousePromo: { warehousePromoId: 7 } } as Product;
const biscuits = { productId: 273, name: 'Biscotti', productInfos: { TIPOLOGIA: 'Pezzo' } };

/** The slot the server renders for a product, as the cart reads it. */
function slotOf(product: Product) {
  const holder = document.createElement('div');
  holder.innerHTML = renderToStaticMarkup(<CartSlot product={product} />);
  const element = holder.querySelector(`[${CART_SLOT_ATTRIBUTE}]`);
  return element ? readSlot(element) : undefined;
}

describe('the slot of a product: accept_alternatives of its add', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('false for pieces, true for weight-based products, on promotion too, by default', () => {
    expect(slotOf(biscuits as Product)?.acceptAlternatives).toBe(false);
    expect(slotOf(apples)?.acceptAlternatives).toBe(true);
    expect(slotOf(onPromo)?.acceptAlternatives).toBe(true);
  });

  it('the configured promo variant for weight-based products on promotion', () => {
    vi.stubEnv('WEIGHT_PROMO_ACCEPT_ALTERNATIVES', 'false');
    expect(slotOf(onPromo)?.acceptAlternatives).toBe(false);
    expect(slotOf(apples)?.acceptAlternatives).toBe(true);
  });
});

describe('the slot of a product: its warehouse', () => {
  it('carries deliveryWarehouse.warehouseId for cart/add, nothing without one', () => {
    const fromWarehouse = { ...apples, deliveryWarehouse: { warehouseId: 89 } } as Product;
    expect(slotOf(fromWarehouse)?.warehouseId).toBe(89);
    expect(slotOf(apples)).not.toHaveProperty('warehouseId');
  });
});
