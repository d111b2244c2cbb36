import { afterEach, describe, expect, it, vi } from 'vitest';
import { CART_SLOT_ATTRIBUTE, type CartSlotProduct, readSlot, writeSlot } from './cart-slot';

const slot = (data: string) =>
  ({ getAttribute: (name: string) => (name === CART_SLOT_ATTRIBUTE ? data : null) }) as Element;

const milk: CartSlotProduct = {
  productId: 103,
  name: 'Latte UHT',
  rule: {
    kind: 'pieces',
    productType: 'Confezione',
    minAcq: 2,
    multiple: 2,
    locked: true,
    maxAcq: 10,
  },
  choices: {
    options: [
      {
        control: 'radio',
        legend: 'Taglio',
        name: 'cut',
        choices: [{ value: 'a', label: 'A fette' }],
        selected: undefined,
      },
    ],
    promo: { id: 1913103, text: '-20%' },
  },
};

describe('the add-to-cart slot', () => {
  afterEach(() => vi.restoreAllMocks());

  it('reads back what the catalogue wrote, options and promo included', () => {
    const { selected: _, ...option } = milk.choices?.options[0] ?? ({} as never);
    expect(readSlot(slot(writeSlot(milk)))).toEqual({
      ...milk,
      choices: { ...milk.choices, options: [option] },
    });
    const apples = {
      productId: 323,
      name: 'Mele',
      rule: { kind: 'weight', productType: 'Sfuso', minWeight: 0.5, step: 0.25 },
    } as const;
    expect(readSlot(slot(writeSlot(apples)))).toEqual(apples);
  });

  it.each([
    ['not JSON', '{"productId": 1'],
    ['no rule', JSON.stringify({ productId: 1, name: 'x' })],
    ['a rule of an unknown kind', JSON.stringify({ ...milk, rule: { kind: 'box' } })],
    [
      'a rule missing its multiple',
      JSON.stringify({ ...milk, rule: { ...milk.rule, multiple: undefined } }),
    ],
    ['a quantity as text', JSON.stringify({ ...milk, rule: { ...milk.rule, minAcq: '2' } })],
    ['an id as text', JSON.stringify({ ...milk, productId: '103' })],
    ['options that are not a list', JSON.stringify({ ...milk, choices: { options: 'cut' } })],
  ])('leaves a slot with %s inert, and says so on the console', (_, data) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(() => readSlot(slot(data))).not.toThrow();
    expect(readSlot(slot(data))).toBeUndefined();
    expect(warn).toHaveBeenCalled();
    expect(String(warn.mock.calls[0]?.[0])).toContain('left inert');
  });
});
