import { t } from '@sporta/i18n';
import { EbsnError, type Order } from '@sporta/sdk';
import { describe, expect, it } from 'vitest';
import {
  distanceOf,
  failedParkingOutcome,
  invoiceFileName,
  invoicePath,
  isPdfAnswer,
  orderServicesOf,
  ratingApplies,
  reservedOutcome,
} from './order-services';

const refusal = (texts: string[], httpStatus = 200) =>
  new EbsnError({ status: 1, errors: texts, warnings: [], infos: [] }, { httpStatus });

describe('which services an order offers', () => {
  it('offers none for an order without flags, data or delivery', () => {
    expect(orderServicesOf({ orderId: 886, orderStatusId: 1 })).toBeUndefined();
    expect(
      orderServicesOf({
        orderId: 886,
        orderStatusId: 3,
        isPayable: false,
        isParkable: false,
        parkingReservation: null,
        note: null,
      }),
    ).toBeUndefined();
  });

  it('offers the payment when the server says the order is payable, not the type it has', () => {
    const order: Order = { orderId: 894, orderStatusId: 2, isPayable: true, paymentTypeId: 2 };
    expect(orderServicesOf(order)).toEqual({ orderId: 894, payment: { currentTypeId: 2 } });
  });

  it('offers the invoice only when the server gives its address', () => {
    expect(orderServicesOf({ orderId: 1, orderStatusId: 3, invoiceUrl: '/x' })?.invoice).toBe(true);
    expect(orderServicesOf({ orderId: 1, orderStatusId: 3, invoiceUrl: '' })).toBeUndefined();
  });

  it('offers the parking form when parkable, and shows a reservation made instead', () => {
    expect(orderServicesOf({ orderId: 899, orderStatusId: 6, isParkable: true })?.parking).toEqual({
      reservation: null,
    });
    const reservation = { reservedAt: '2026-11-26T10:00:00Z', distance: 800, parkingSpot: 'P4' };
    expect(
      orderServicesOf({
        orderId: 899,
        orderStatusId: 12,
        isParkable: false,
        parkingReservation: reservation,
      })?.parking,
    ).toEqual({ reservation });
  });

  it('offers the rating for a delivered order or one already rated, prefilled with the note', () => {
    expect(ratingApplies({ orderId: 1, orderStatusId: 8 })).toBe(true);
    expect(ratingApplies({ orderId: 1, orderStatusId: 9 })).toBe(true);
    expect(ratingApplies({ orderId: 1, orderStatusId: 6 })).toBe(false);
    expect(orderServicesOf({ orderId: 897, orderStatusId: 8, note: null })?.rating).toEqual({
      noteId: undefined,
      stars: undefined,
      text: '',
    });
    expect(
      orderServicesOf({
        orderId: 890,
        orderStatusId: 10,
        note: { noteId: 7, rating: 5, text: 'Tutto perfetto' },
      })?.rating,
    ).toEqual({ noteId: 7, stars: 5, text: 'Tutto perfetto' });
    expect(
      orderServicesOf({ orderId: 890, orderStatusId: 8, note: { noteId: 7, rating: null } })
        ?.rating,
    ).toEqual({ noteId: 7, stars: undefined, text: '' });
  });
});

describe('the invoice file', () => {
  it('is asked through the proxy and saved with the order in its name', () => {
    expect(invoicePath(890)).toBe('/ebsn/api/order/invoice?order_id=890');
    expect(invoiceFileName(890)).toBe('fattura-890.pdf');
  });

  it('is a PDF answer only with a success status and the PDF type', () => {
    expect(isPdfAnswer(200, 'application/pdf')).toBe(true);
    expect(isPdfAnswer(200, 'application/pdf; charset=binary')).toBe(true);
    expect(isPdfAnswer(404, 'application/pdf')).toBe(false);
    expect(isPdfAnswer(200, 'application/json')).toBe(false);
    expect(isPdfAnswer(502, null)).toBe(false);
  });
});

describe('the parking outcome', () => {
  it('is reserved with the reservation of the answer, or without details', () => {
    expect(
      reservedOutcome({ orderId: 899, parkingReservation: { parkingSpot: 'P4', distance: 800 } }),
    ).toEqual({ kind: 'reserved', reservation: { parkingSpot: 'P4', distance: 800 } });
    expect(reservedOutcome({ reserved: true })).toEqual({ kind: 'reserved', reservation: {} });
    expect(reservedOutcome(null)).toEqual({ kind: 'reserved', reservation: {} });
  });

  it("is refused with the server's first error when the server answered with its reasons", () => {
    expect(failedParkingOutcome(refusal(['Troppo lontano.', 'Altro.']))).toEqual({
      kind: 'refused',
      reason: 'Troppo lontano.',
    });
  });

  it('is unexpected for no answer, an HTTP error, a bare refusal or another error', () => {
    expect(failedParkingOutcome(EbsnError.withoutEnvelope())).toEqual({ kind: 'unexpected' });
    expect(failedParkingOutcome(EbsnError.withoutEnvelope({ httpStatus: 200 }))).toEqual({
      kind: 'unexpected',
    });
    expect(failedParkingOutcome(refusal([t('errors.generic')], 502))).toEqual({
      kind: 'unexpected',
    });
    expect(failedParkingOutcome(refusal(['Sessione scaduta'], 419))).toEqual({
      kind: 'unexpected',
    });
    expect(failedParkingOutcome(new Error('boom'))).toEqual({ kind: 'unexpected' });
  });
});

describe('the distance typed', () => {
  it('is whole metres in digits', () => {
    expect(distanceOf(' 800 ')).toBe(800);
    expect(distanceOf('0')).toBe(0);
    expect(distanceOf('')).toBeUndefined();
    expect(distanceOf('8,5')).toBeUndefined();
    expect(distanceOf('-3')).toBeUndefined();
    expect(distanceOf('1e3')).toBeUndefined();
  });
});
