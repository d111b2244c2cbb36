/**
 * The delivery days and their slots, and choosing one for the cart (spec: shopping §4
 * "Timeslot selection", §7).
 */
import { LOCKER_SERVICES } from '@sporta/rules';
import { cartAnswer, computeCart, openCart } from '../domain/cart.ts';
import { timeslotTemplate } from '../domain/shop.ts';
import { isIsoDate } from '../domain/time.ts';
import { isBookable, isClosed, isLockerFull, listDays } from '../domain/timeslots.ts';
import { type Routes, userOf } from '../http/call.ts';
import { Refusal } from '../http/envelope.ts';
import { BACKEND_TEXTS, SPEC_TEXTS } from '../messages.ts';

export const timeslotRoutes: Routes = {
  'GET /timeslot/list': (call) => {
    if (call.session.userId <= 0) return { data: [], user: { userId: -1 } };
    const computed = computeCart(call.shop, openCart(call.shop.db, call.session.userId));
    const lockerOnCart =
      computed.address && LOCKER_SERVICES.includes(computed.serviceId)
        ? computed.address.address_id
        : undefined;
    const selected =
      computed.slot && !computed.slotAuto
        ? { date: computed.slot.date, timeslotId: computed.slot.timeslotId }
        : undefined;
    return {
      data: listDays(call.shop.db, {
        serviceId: computed.serviceId,
        warehouseId: computed.warehouseId,
        showClosed: call.query.bool('show-closed'),
        ...(selected ? { selected } : {}),
        // spec: shopping §7 "check-locker": only a locker's compartments are checked, on asking.
        ...(call.query.bool('check-locker') && lockerOnCart
          ? { lockerAddressId: lockerOnCart }
          : {}),
      }),
      user: { userId: call.session.userId },
    };
  },

  'GET /timeslot/select': (call) => {
    const { db } = call.shop;
    const userId = userOf(call);
    const date = call.query.str('sel_date');
    const slot = timeslotTemplate(call.query.int('timeslot_id'));
    const cart = openCart(db, userId);
    const computed = computeCart(call.shop, cart);
    if (!isIsoDate(date) || !slot || slot.deliveryServiceId !== computed.serviceId) {
      throw new Refusal(SPEC_TEXTS['errors.errorSettingTimeslot']);
    }
    if (isClosed(slot.deliveryServiceId, date)) throw new Refusal(BACKEND_TEXTS.timeslotClosed);
    if (!isBookable(db, date, slot, computed.warehouseId))
      throw new Refusal(BACKEND_TEXTS.timeslotFull);
    if (
      computed.address &&
      LOCKER_SERVICES.includes(computed.serviceId) &&
      isLockerFull(db, computed.address.address_id, date)
    )
      throw new Refusal(BACKEND_TEXTS.timeslotFull);
    db.run(
      'UPDATE carts SET timeslot_date = ?, timeslot_id = ?, timeslot_auto = 0, prepared = 0 WHERE cart_id = ?',
      date,
      slot.timeslotId,
      cart.cart_id,
    );
    return { data: cartAnswer(call.shop, userId, call.query.bool('show_sectors')) };
  },
};
