import { describe, expect, it } from 'vitest';
import type { CartLine } from '../cart-lines';
import { noticeOf, noticeText, splitLines } from './line-availability';

const line = (itemId: string, code: number | undefined, infos: Record<string, string> = {}) =>
  ({
    itemId,
    quantity: 1,
    product: { productId: 1, productInfos: infos },
    ...(code === undefined ? {} : { cartItemAvaliabilityId: code }),
  }) as unknown as CartLine;

describe('a line and the chosen slot, by the rules', () => {
  it('puts apart only the blocking codes 1, 3, 5 and 6: none, 0 or another code arrives', () => {
    const lines = [1, 3, 5, 6, 0, 2, undefined].map((code, at) => line(`i${at}`, code));
    const { available, blocked } = splitLines(lines);
    expect(blocked.map((l) => l.itemId)).toEqual(['i0', 'i1', 'i2', 'i3']);
    expect(available.map((l) => l.itemId)).toEqual(['i4', 'i5', 'i6']);
  });

  it("says the rules' notice in the shop's words, with the hours of notice", () => {
    const cake = noticeOf(line('i1', 1, { LEAD_TIME: '48' }));
    expect(cake).toEqual({ key: 'cart.availability.leadTime', params: { hours: 48 } });
    expect(cake && noticeText(cake)).toBe('Questo prodotto richiede 48 ore di preavviso');
    const axb = noticeOf(line('i2', 6));
    expect(axb && noticeText(axb)).toBe('Offerta valida solo entro l’orario limite');
    expect(noticeOf(line('i3', 2))).toBeUndefined();
  });
});
