import { describe, expect, it } from 'vitest';
import { isBetaTesterShopper, isLoyalCustomer, LOYAL_CUSTOMERS_SEGMENT_ID } from './segments';

const shopper = (kind?: { betaTester?: boolean; segments?: number[] }) => ({
  loggedIn: true,
  cartCount: 0,
  ...(kind
    ? {
        kind: {
          masterAccount: true,
          betaTester: kind.betaTester ?? false,
          crmUserSegments: (kind.segments ?? []).map((crmSegmentId) => ({
            crmSegment: { crmSegmentId },
          })),
        },
      }
    : {}),
});

describe('what a CRM segment and the beta flag decide on the user board', () => {
  it('given the loyal customers’ segment among hers, then the message; other segments or none, not', () => {
    expect(isLoyalCustomer(shopper({ segments: [3, LOYAL_CUSTOMERS_SEGMENT_ID] }))).toBe(true);
    expect(isLoyalCustomer(shopper({ segments: [3] }))).toBe(false);
    expect(isLoyalCustomer(shopper())).toBe(false);
  });

  it('given the beta flag read by the server, then the beta message', () => {
    expect(isBetaTesterShopper(shopper({ betaTester: true }))).toBe(true);
    expect(isBetaTesterShopper(shopper({}))).toBe(false);
    expect(isBetaTesterShopper(shopper())).toBe(false);
  });
});
