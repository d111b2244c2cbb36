// @vitest-environment jsdom
import { OrderStatusBadge } from '@sporta/ui-kit';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { orderPlace, orderPlacedOn, orderSlot, serviceName } from './order-row';

describe('a row of the orders list', () => {
  const home = {
    orderId: 900,
    deliveryServiceId: 2,
    createdDate: '2026-11-28T09:30:00.000Z',
    deliveryDate: '2026-12-04',
    timeslot: { date: '2026-12-04', beginTime: '08:00', endTime: '10:00' },
    shippingAddress: {
      addressId: 300,
      addressName: 'Casa',
      address1: 'Via Roma',
      addressNumber: '1',
      city: 'Milano',
    },
  };

  it('says when it was ordered and its slot, in Italian', () => {
    expect(orderPlacedOn(home)).toBe('28/11/2026');
    expect(orderSlot(home)).toBe('venerdì 4 dicembre, 08:00 - 10:00');
    expect(orderSlot({ orderId: 1, deliveryDate: '2026-12-04' })).toBe('venerdì 4 dicembre');
    expect(orderSlot({ orderId: 1 })).toBeUndefined();
  });

  it('names the service and where: the address at home, the store by its name', () => {
    expect(serviceName(2)).toBe('Consegna a domicilio');
    expect(serviceName(1)).toBe('Ritiro in negozio');
    expect(serviceName(42)).toBeUndefined();
    expect(orderPlace(home)).toBe('Casa — Via Roma 1, Milano');
    const pickup = {
      orderId: 2,
      deliveryServiceId: 1,
      shippingAddress: {
        addressId: 508,
        addressName: 'Sporta Milano Centro',
        address1: 'Corso Como',
        city: 'Milano',
      },
    };
    expect(orderPlace(pickup)).toBe('Sporta Milano Centro');
    expect(orderPlace({ orderId: 3 })).toBeUndefined();
  });

  it('shows each status of account §3 with its label, an unknown one as not available', () => {
    const labels: Record<number, string> = {
      1: 'In validazione',
      2: 'In validazione',
      3: 'Ordinato',
      4: 'In preparazione',
      5: 'In preparazione',
      6: 'Quasi pronto',
      7: 'In consegna',
      8: 'Consegnato',
      9: 'Consegnato in parte',
      10: 'Annullato',
      11: 'Invalidato',
      12: 'Non ritirato',
      13: 'Non riuscito',
      18: 'In consegna',
    };
    for (let statusId = 1; statusId <= 18; statusId += 1) {
      const { unmount } = render(<OrderStatusBadge statusId={statusId} />);
      expect(screen.getByText(labels[statusId] ?? 'Stato non disponibile')).toBeTruthy();
      unmount();
    }
  });
});
