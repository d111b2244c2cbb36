/**
 * The anonymous-cart setting as a page knows it (config.ts `anonymousCart()` on the server):
 * an attribute of <html>, read when the shopper acts — no script of its own before interaction.
 */
export const ANONYMOUS_CART_ATTRIBUTE = 'data-anonymous-cart';

export const anonymousCartOn = (doc: Document = document): boolean =>
  doc.documentElement.hasAttribute(ANONYMOUS_CART_ATTRIBUTE);

/**
 * Likewise the shop's ACCEPT_AUTO_ASSIGNED_DELIVERY (config.ts `acceptAutoAssignedDelivery()`):
 * an address and a slot the API assumed count as chosen. Beside the anonymous cart because both
 * decide what the shopper is asked for before adding; false where no page exists (tests, server).
 */
export const AUTO_ASSIGNED_ATTRIBUTE = 'data-auto-assigned-counts';

export const autoAssignedCountsOn = (doc: Document | undefined = globalThis.document): boolean =>
  doc?.documentElement.hasAttribute(AUTO_ASSIGNED_ATTRIBUTE) ?? false;
