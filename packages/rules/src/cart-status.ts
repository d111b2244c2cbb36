/**
 * What a cart's status says (spec: shopping §4 "Cart status 7", account §4): the storefront locks
 * the address of an order being modified, the reference backend keeps the reopened order's lines
 * in it — both read the status from here, so the number is written once.
 */

/** A cart being filled. */
export const CART_STATUS_OPEN = 1;
/** An order reopened for modification: its address is locked, "ANNULLA modifiche" cancels. */
export const CART_STATUS_MODIFYING = 7;

export const isModifyingOrder = (cartStatusId: number | null | undefined): boolean =>
  cartStatusId === CART_STATUS_MODIFYING;
