/**
 * What switching the cart to another address or delivery service does to it (spec: account §7
 * "user-address/preview (address_type, address_id, delivery_service_id)" before "POST
 * user-address/select"): the lines the switch makes undeliverable and the delivery fee after it.
 * The API's preview computes the cart at the new address with the cart's own rules; this only
 * compares it with the cart as it is, so the dialog asks only when something changes.
 */
import { isBlocking } from './availability.ts';
import { toCents } from './money.ts';

/** A cart line's id and availability code (`cartItemAvaliabilityId`). */
export interface LineAvailability {
  readonly itemId: string;
  readonly code: number | null | undefined;
}

export interface SwitchSide {
  readonly lines: readonly LineAvailability[];
  /** The delivery fee in euros, as the API answers it. */
  readonly deliveryFee: number | null | undefined;
}

export interface SwitchChanges {
  /** Lines deliverable now and not after the switch, in the cart's order. */
  readonly lostItemIds: string[];
  readonly feeBeforeCents: number;
  readonly feeAfterCents: number;
  /** Something the shopper loses or pays differently: confirm before switching. */
  readonly asks: boolean;
}

/** Compares the cart now (`before`) with the preview of the switch (`after`). */
export function addressSwitchChanges(before: SwitchSide, after: SwitchSide): SwitchChanges {
  const blockedAfter = new Set(
    after.lines.filter((line) => isBlocking(line.code)).map((line) => line.itemId),
  );
  const lostItemIds = before.lines
    .filter((line) => !isBlocking(line.code) && blockedAfter.has(line.itemId))
    .map((line) => line.itemId);
  const feeBeforeCents = toCents(before.deliveryFee ?? 0);
  const feeAfterCents = toCents(after.deliveryFee ?? 0);
  return {
    lostItemIds,
    feeBeforeCents,
    feeAfterCents,
    asks: lostItemIds.length > 0 || feeBeforeCents !== feeAfterCents,
  };
}
