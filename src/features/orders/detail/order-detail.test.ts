import { type EbsnClient, EbsnError, type Order } from '@sporta/sdk';
import { describe, expect, it, vi } from 'vitest';
import { failureText } from '../../../platform/results/failure-text';
import { isMissing } from '../../../platform/results/outcome';
import { orderIdOf, orderLineGroups, paymentName } from './order-detail';
import { loadOrderDetail } from './order-detail.server';

const order: Order = {
  orderId: 900,
  grossTotal: 12.3,
  paymentType: { paymentTypeId: 1, name: ' Carta di credito ' },
  suborders: [
    {
      suborderId: 9001,
      suborderItems: [
        {
          orderItemId: 1,
          product: {
            productId: 10,
            name: 'Spaghetti n.5',
            shortDescr: 'Barilla',
            description: '500 g',
            productInfos: { TIPOLOGIA: 'Confezione' },
          } as never,
          quantity: 3,
          grossTotal: 2.97,
        },
        {
          orderItemId: 2,
          product: { productId: 11, name: 'Mele Golden' } as never,
          quantity: 1,
          weight: 1.25,
          grossTotal: 3.1,
        },
      ],
    },
    { suborderId: 9002, suborderItems: [] },
    { suborderId: 9003, suborderItems: [{ orderItemId: 3, quantity: 1 }] },
  ],
};

describe('the order detail', () => {
  it('groups the lines by suborder, leaving empty ones out', () => {
    const groups = orderLineGroups(order);
    expect(groups.map((group) => group.id)).toEqual(['9001', '9003']);
    expect(groups[0]?.lines).toMatchObject([
      // The count says what it counts (the selling rule's unit) and the pack shows beside it.
      {
        id: '1',
        name: 'Spaghetti n.5 Barilla',
        amount: '3 conf',
        pack: '500 g',
        total: '2,97\u00a0€',
      },
      { id: '2', name: 'Mele Golden', amount: '1,25 kg', total: '3,10\u00a0€' },
    ]);
    // Each line's 'Salva nella lista' button carries its product and selling rule.
    expect(groups[0]?.lines[1]?.product).toMatchObject({ productId: 11, name: 'Mele Golden' });
    expect(groups[1]?.lines).toEqual([{ id: '3', name: '—', amount: '1 pz', total: '' }]);
    expect(orderLineGroups({ orderId: 1 })).toEqual([]);
  });

  it('names the payment type, or nothing', () => {
    expect(paymentName(order)).toBe('Carta di credito');
    expect(paymentName({ orderId: 1, paymentType: { name: ' ' } })).toBeUndefined();
  });

  it('reads only positive whole ids from the path', () => {
    expect(orderIdOf('900')).toBe(900);
    for (const bad of [undefined, '', '0', '-1', '1.5', '1e3', 'abc', '0900', '9'.repeat(16)])
      expect(orderIdOf(bad)).toBeUndefined();
  });
});

describe('loading the order detail', () => {
  const client = (view: () => Promise<Order>) =>
    ({ order: { view: vi.fn(view) } }) as unknown as EbsnClient;

  it('finds the order with one order/view call', async () => {
    const ebsn = client(async () => order);
    expect(await loadOrderDetail(ebsn, '900')).toEqual({ ok: true, value: order });
    expect(ebsn.order.view).toHaveBeenCalledTimes(1);
    expect(ebsn.order.view).toHaveBeenCalledWith(900);
  });

  it('a malformed id is missing without a call', async () => {
    const ebsn = client(async () => order);
    expect(await loadOrderDetail(ebsn, 'abc')).toSatisfy(isMissing);
    expect(ebsn.order.view).not.toHaveBeenCalled();
  });

  it("an order the API refuses (unknown, another shopper's) is missing; a server error failed", async () => {
    const refused = new EbsnError(
      { status: 1, errors: ['Ordine non trovato.'], warnings: [], infos: [] },
      { httpStatus: 200 },
    );
    expect(
      await loadOrderDetail(
        client(() => Promise.reject(refused)),
        '901',
      ),
    ).toSatisfy(isMissing);
    expect(
      await loadOrderDetail(
        client(async () => order),
        '901',
      ),
    ).toSatisfy(isMissing);
    const down = new EbsnError(
      { status: 1, errors: [], warnings: [], infos: [] },
      { httpStatus: 500 },
    );
    expect(
      await loadOrderDetail(
        client(() => Promise.reject(down)),
        '900',
      ),
    ).toMatchObject({ ok: false, text: failureText(down) });
  });
});
