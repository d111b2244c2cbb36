/**
 * The anonymous-cart setting as a page knows it (config.ts `anonymousCart()` on the server):
 * an attribute of <html>, read when the shopper acts — no script of its own before interaction.
 */
export const ANONYMOUS_CART_ATTRIBUTE = 'data-anonymous-cart';

export const anonymousCartOn = (doc: Document = document): boolean =>
  doc.documentElement.hasAttribute(ANONYMOUS_CART_ATTRIBUTE);

/**
 * The cart-update switch off (config.ts `cartUpdateOff()`, spec: shopping §4 "When updating the
 * cart is switched off, the quantity is only held locally"): an attribute of <html> too.
 */
export const CART_UPDATE_OFF_ATTRIBUTE = 'data-cart-update-off';

export const cartUpdateOff = (doc: Document = document): boolean =>
  doc.documentElement.hasAttribute(CART_UPDATE_OFF_ATTRIBUTE);
