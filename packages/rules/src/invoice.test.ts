import { describe, expect, it } from 'vitest';
import { needsInvoice, offersInvoice } from './invoice.ts';

describe('the invoice request', () => {
  it('is offered for warehouse 89 only', () => {
    expect([89, 8, undefined].map(offersInvoice)).toEqual([true, false, false]);
  });
  it("reads the cart's need_invoice text", () => {
    expect(needsInvoice({ need_invoice: 'true' })).toBe(true);
    expect(needsInvoice({ need_invoice: 'false' })).toBe(false);
    expect(needsInvoice({})).toBe(false);
    expect(needsInvoice(undefined)).toBe(false);
  });
});
