/**
 * The anonymous-cart setting as a page knows it (config.ts `anonymousCart()` on the server):
 * an attribute of <html>, read when the shopper acts — no script of its own before interaction.
 */
export const ANONYMOUS_CART_ATTRIBUTE = 'data-anonymous-cart';

export const anonymousCartOn = (doc: Document = document): boolean =>
  doc.documentElement.hasAttribute(ANONYMOUS_CART_ATTRIBUTE);
