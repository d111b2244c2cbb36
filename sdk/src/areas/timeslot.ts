/** Delivery days and timeslots (spec: shopping §4 Timeslot selection, §7). */
import type { EbsnContext } from '../context';
import { caller, defined } from '../context';
import { cartSchema, timeslotDaysSchema } from '../schemas';

export function timeslotArea(ctx: EbsnContext) {
  const { GET } = ctx.client;
  const { valid } = caller(ctx);
  return {
    /** A user id of -1 in the answer emits 'notLoggedIn' (account §7). */
    list: (options: { showClosed?: boolean; checkLocker?: boolean } = {}) =>
      valid(
        GET('/timeslot/list', {
          params: {
            query: defined({
              'show-closed': options.showClosed,
              'check-locker': options.checkLocker,
            }),
          },
        }),
        timeslotDaysSchema,
        {
          onEnvelope: (envelope) => {
            if (envelope.user?.userId === -1) ctx.events.emit('notLoggedIn', undefined);
          },
        },
      ),
    /** Sets the cart's timeslot: the day's dateIso and the slot's timeslotId. */
    select: (dateIso: string, timeslotId: number) =>
      valid(
        GET('/timeslot/select', {
          params: { query: { sel_date: dateIso, timeslot_id: timeslotId } },
        }),
        cartSchema,
      ),
  };
}
