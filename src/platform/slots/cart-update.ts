/**
 * The cart-update switch off as a page knows it (config.ts `cartUpdateOff()`, spec: shopping §4
 * "When updating the cart is switched off, the quantity is only held locally"): an attribute of
 * <html>, read when the shopper acts. A module of its own, apart from anonymous-cart.ts, which the
 * shell's first script shares: the cart's code alone carries this.
 */
export const CART_UPDATE_OFF_ATTRIBUTE = 'data-cart-update-off';

export const cartUpdateOff = (doc: Document = document): boolean =>
  doc.documentElement.hasAttribute(CART_UPDATE_OFF_ATTRIBUTE);
