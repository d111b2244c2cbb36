import { formatPrice } from '@sporta/i18n';
import { describe, expect, it } from 'vitest';
import { advantagesOf, arrangeAdvantages } from './advantages';

const answer = [
  {
    userGiftCertificateId: 1,
    code: 'PANE5',
    name: 'Buono pane',
    description: 'Pane',
    giftTotal: 5,
    kind: 'amount',
    validUntil: '2027-05-20',
    used: false,
    expired: false,
  },
  {
    userGiftCertificateId: 2,
    code: 'USATO',
    name: 'Usato',
    giftTotal: 3,
    kind: 'amount',
    used: true,
    expired: false,
  },
  {
    userGiftCertificateId: 3,
    code: 'FEDE',
    name: 'Fedeltà',
    giftTotal: 15,
    kind: 'amount',
    used: false,
  },
  {
    userGiftCertificateId: 4,
    code: 'ESTATE',
    name: 'Estate',
    giftTotal: 20,
    kind: 'percent',
    validUntil: '2026-10-27',
    expired: true,
  },
  { code: 42, name: 'not a certificate' },
];

describe('advantagesOf', () => {
  it('reads value, validity and state; drops what is not a certificate', () => {
    const read = advantagesOf(answer);
    expect(read.map((a) => [a.code, a.state])).toEqual([
      ['PANE5', 'active'],
      ['USATO', 'used'],
      ['FEDE', 'active'],
      ['ESTATE', 'expired'],
    ]);
    expect(read[0]).toMatchObject({
      key: '1',
      value: formatPrice(5),
      validUntil: '20/05/2027',
      description: 'Pane',
    });
    expect(read[3]?.value).toBe('20%');
    expect(read[1]?.validUntil).toBeUndefined();
  });

  it('no list is no certificate', () => {
    expect(advantagesOf(undefined)).toEqual([]);
    expect(advantagesOf({ list: [] })).toEqual([]);
  });
});

describe('arrangeAdvantages', () => {
  const all = advantagesOf(answer);
  const manual = advantagesOf([answer[1], answer[2]]);

  it('shows a hand-assigned certificate once, under its part; the past ones in the history', () => {
    const parts = arrangeAdvantages(all, manual);
    expect(parts.active?.map((a) => a.code)).toEqual(['PANE5']);
    expect(parts.manual?.map((a) => a.code)).toEqual(['FEDE']);
    expect(parts.history?.map((a) => a.code)).toEqual(['USATO', 'ESTATE']);
  });

  it('a list that failed leaves its parts unknown, the others shown', () => {
    expect(arrangeAdvantages(undefined, manual)).toEqual({
      active: undefined,
      manual: manual.filter((a) => a.state === 'active'),
      history: undefined,
    });
    const withoutManual = arrangeAdvantages(all, undefined);
    expect(withoutManual.manual).toBeUndefined();
    expect(withoutManual.active?.map((a) => a.code)).toEqual(['PANE5', 'FEDE']);
  });

  it("the manual list's past ones join the history when the main list lacks them", () => {
    const parts = arrangeAdvantages(all.slice(0, 1), manual);
    expect(parts.history?.map((a) => a.code)).toEqual(['USATO']);
  });
});
