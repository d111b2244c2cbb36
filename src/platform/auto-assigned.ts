/**
 * The shop's ACCEPT_AUTO_ASSIGNED_DELIVERY as a page knows it (config.ts
 * `acceptAutoAssignedDelivery()` on the server): an attribute of <html>, read when the shopper
 * acts. An address and a slot the API assumed then count as chosen (spec: shopping §4). A module
 * of its own, apart from the shell's, so pages that never ask (the login form) load none of it.
 */
export const AUTO_ASSIGNED_ATTRIBUTE = 'data-auto-assigned-counts';

/** False where no page exists (tests, the server). */
export const autoAssignedCountsOn = (doc: Document | undefined = globalThis.document): boolean =>
  doc?.documentElement.hasAttribute(AUTO_ASSIGNED_ATTRIBUTE) ?? false;
