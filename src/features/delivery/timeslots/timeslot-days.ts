/**
 * The timeslot selector's days as the shopper sees them (spec: shopping §2 "Timeslot selector",
 * §3 Timeslot, §4 "Timeslot selection"): the first day dropped when it has no slots and more
 * follow, the day the selector opens on, full days, 'OGGI', PROMO days (a promotion still to be
 * had, not a slot's name), and for every slot its
 * status, its clock (lead time, day lock, lock cutoff of the cart's products, from
 * @sporta/rules), expansion, promo and standard-delivery tag. Pure: tested on fixed clocks.
 */
import { italianParts, needsTimeslotWarning, type ProductInfos, slotFlags } from '@sporta/rules';
import type { components } from '@sporta/sdk';
import type { Cart } from '../../../platform/shopper/cart-state';

type TimeslotDay = components['schemas']['TimeslotDay'];
type Timeslot = components['schemas']['Timeslot'];
type SlotStatus = 'empty' | 'intermediate' | 'full';

export interface SlotView {
  timeslotId: number;
  beginTime: string;
  endTime: string;
  status: SlotStatus;
  /** `active` ≥ 1: choosing does something (spec §4). */
  active: boolean;
  selected: boolean;
  /** Under lead time, day lock or lock cutoff for a product of the cart: the clock icon. */
  limited: boolean;
  expanded: boolean;
  promoName?: string;
  /** A promotion the shopper is given in it (its gift certificates: a lower delivery fee). */
  promotion: boolean;
  /** metaData.timeslot_info.DESCRIPTION: what its name means ('Sera Smart: …'). */
  description?: string;
  standardDelivery: boolean;
}

export interface DayView {
  dateIso: string;
  today: boolean;
  /** A slot of it that can still be chosen carries a promotion: the 'PROMO' pill (spec §2). */
  promo: boolean;
  /** Every slot full (spec §4 "recorded as full days"). */
  full: boolean;
  /** No slots at all: a day the shop does not deliver, listed by `show-closed` (spec §7). */
  closed: boolean;
  slots: SlotView[];
}

export interface TimeslotBoard {
  days: DayView[];
  /** The day the selector opens on: the cart's slot's, else the first. */
  openingDay: string | undefined;
  fullDays: string[];
  /** Some product of the cart has a lead time, a day lock or a cutoff (spec §2). */
  warning: boolean;
}

/** The product infos of the cart's lines (cartItems, or the sectors' when grouped). */
export function cartProductInfos(cart: Cart | null): ProductInfos[] {
  const lines = [
    ...(cart?.cartItems ?? []),
    ...(cart?.sectors ?? []).flatMap((sector) => sector.cartItems ?? []),
  ];
  return lines.map((line) => (line.product.productInfos ?? {}) as ProductInfos);
}

/** A flag of metaData.timeslot_info: 'true' or true. */
const isOn = (value: string | boolean | undefined) => value === true || value === 'true';

const STATUSES: readonly SlotStatus[] = ['empty', 'intermediate', 'full'];

function slotView(
  day: TimeslotDay,
  slot: Timeslot,
  infos: readonly ProductInfos[],
  chosen: Cart['timeslot'],
  now: number,
): SlotView {
  const beginTime = slot.beginTime ?? '';
  const flags = slotFlags({ date: day.dateIso, beginTime }, infos, now);
  const promoName =
    slot.promoName || slot.userGiftCertificates?.[0]?.giftCertificate?.name || undefined;
  const view: SlotView = {
    timeslotId: slot.timeslotId,
    beginTime,
    endTime: slot.endTime ?? '',
    status: STATUSES.includes(slot.status as SlotStatus) ? (slot.status as SlotStatus) : 'empty',
    active: (slot.active ?? 1) >= 1,
    selected:
      slot.selected === true ||
      (chosen?.date === day.dateIso && chosen.timeslotId === slot.timeslotId),
    limited: flags.underLeadTime || flags.underLockDay || flags.underLockCutoff,
    expanded: isOn(slot.metaData?.timeslot_info?.EXPAND),
    promotion: (slot.userGiftCertificates ?? []).length > 0,
    standardDelivery: isOn(slot.metaData?.timeslot_info?.SHOW_STANDARD_DELIVERY_TAG),
  };
  if (promoName) view.promoName = promoName;
  const description = slot.metaData?.timeslot_info?.DESCRIPTION?.trim();
  if (description) view.description = description;
  return view;
}

export function timeslotBoard(
  answer: readonly TimeslotDay[],
  cart: Cart | null,
  now: number,
): TimeslotBoard {
  // spec §4 "if the first day has no slots and more days exist, it is dropped".
  const listed =
    answer.length > 1 && (answer[0]?.timeslots.length ?? 0) === 0 ? answer.slice(1) : answer;
  const infos = cartProductInfos(cart);
  const today = italianParts(now).date;
  const chosen = cart?.timeslot;
  const days = listed.map((day): DayView => {
    const slots = day.timeslots.map((slot) => slotView(day, slot, infos, chosen, now));
    return {
      dateIso: day.dateIso,
      today: day.dateIso === today,
      // A slot's name alone ('Sera Smart') is no promotion, nor one that can no longer be had.
      promo: slots.some((slot) => slot.promotion && slot.active && slot.status !== 'full'),
      full: slots.length > 0 && slots.every((slot) => slot.status === 'full'),
      // spec §7 "timeslot/list with show-closed": a closed day comes without slots, and is shown.
      closed: slots.length === 0,
      slots,
    };
  });
  const opening = days.find((day) => day.dateIso === chosen?.date) ?? days[0];
  return {
    days,
    openingDay: opening?.dateIso,
    fullDays: days.filter((day) => day.full).map((day) => day.dateIso),
    warning: needsTimeslotWarning(infos),
  };
}
