/**
 * What the CRM segments decide in the account (spec: account §6 "CRM segments on the user can be
 * queried by segment id"; shopping §6 "… CRM segments drive further features (not shown)"). The
 * spec names no segment: the shop's decision (issue 40) is one, the loyal customers' — segment 12,
 * as the reference backend seeds Mario — whom the user board thanks. Asked only through
 * @sporta/rules `inCrmSegment`, the one question.
 */
import { inCrmSegment } from '@sporta/rules';
import type { Shopper } from '../../platform/shopper/shopper';

/** The loyal customers' CRM segment. */
export const LOYAL_CUSTOMERS_SEGMENT_ID = 12;

/** True when the board's loyal customers' message is hers (read from the server's Shopper.kind). */
export const isLoyalCustomer = (shopper: Shopper): boolean =>
  inCrmSegment(shopper.kind, LOYAL_CUSTOMERS_SEGMENT_ID);

/** shopping §6 "Beta tester when the flag is '1'": the board tells her she sees new things first. */
export const isBetaTesterShopper = (shopper: Shopper): boolean => shopper.kind?.betaTester === true;
