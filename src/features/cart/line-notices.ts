/**
 * Why a cart line may not arrive with the chosen slot (spec: shopping §4 availability codes), as
 * the drawer's line shows it. Apart from cart-lines.ts: the cards' controls never need it.
 */
import { AVAILABILITY } from '@sporta/rules';
import type { CartLine } from './cart-lines';

/** The notice of a line that may not arrive with the chosen slot. */
export function noticeOf(line: CartLine): 'leadTime' | 'dayLock' | 'cutoff' | undefined {
  switch (line.cartItemAvaliabilityId) {
    case AVAILABILITY.leadTime:
      return 'leadTime';
    case AVAILABILITY.dayLock:
      return 'dayLock';
    case AVAILABILITY.lockCutoff:
    case AVAILABILITY.axbCutoff:
      return 'cutoff';
    default:
      return undefined;
  }
}
