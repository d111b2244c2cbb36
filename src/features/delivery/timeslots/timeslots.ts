/**
 * The timeslot selector's calls (spec: shopping §7 "GET /timeslot/list", "GET /timeslot/select";
 * §2 the selector's title and subtitle from the content category `timeslot-selector`).
 */

import { categoryArea, timeslotArea } from '@sporta/sdk';
import { attempt, done, type Outcome, refused } from '../../../platform/results/outcome';
import { $cart, type Cart } from '../../../platform/shopper/cart-state';
import { ebsnCore } from '../../../shell/hydration/ebsn';
import { reloadCart, selectTimeslot } from '../delivery';
import { LOCKER_SERVICES, serviceOf } from '../delivery-state';
import { type TimeslotBoard, timeslotBoard } from './timeslot-days';

export const TIMESLOT_CONTENT_SLUG = 'timeslot-selector';

export interface TimeslotTexts {
  title?: string;
  subtitle?: string;
}

/** The title and subtitle of the selector; a failure is silently ignored (spec §8). */
export async function timeslotTexts(): Promise<TimeslotTexts> {
  try {
    const { category } = await categoryArea(ebsnCore()).bySlug(TIMESLOT_CONTENT_SLUG);
    const info = (category as { metaData?: { category_info?: Record<string, unknown> } })?.metaData
      ?.category_info;
    const texts: TimeslotTexts = {};
    if (typeof info?.TITLE === 'string' && info.TITLE) texts.title = info.TITLE;
    if (typeof info?.DESCRIPTION === 'string' && info.DESCRIPTION)
      texts.subtitle = info.DESCRIPTION;
    return texts;
  } catch {
    // The selector keeps its default title: these texts are a nicety (spec §8 "ignored").
    return {};
  }
}

/**
 * spec: shopping §7 "GET /timeslot/list with show-closed and check-locker": closed days listed
 * (the selector shows them closed), and a locker's compartments checked when the cart's service
 * is a locker's (@sporta/rules LOCKER_SERVICES).
 */
export function listOptions(cart: Cart | null): { showClosed: true; checkLocker: boolean } {
  const service = serviceOf(cart);
  return {
    showClosed: true,
    checkLocker: service !== undefined && LOCKER_SERVICES.includes(service),
  };
}

/**
 * The cart (the one held, else asked), then the days for its service; the texts arrive on their
 * own (`onTexts`) and never hold the days back.
 */
export async function loadTimeslotBoard(
  onTexts: (texts: TimeslotTexts) => void,
  now: () => number = Date.now,
): Promise<{ board: TimeslotBoard; cart: Cart | null }> {
  void timeslotTexts().then(onTexts);
  const cart = $cart.get() ?? (await reloadCart());
  const days = await timeslotArea(ebsnCore()).list(listOptions(cart));
  return { board: timeslotBoard(days, cart, now()), cart };
}

/**
 * Sets the slot; refused with the spec's text (the request layer has told the server's own in a
 * toast).
 */
export async function saveTimeslot(dateIso: string, timeslotId: number): Promise<Outcome<void>> {
  const outcome = await attempt(() => selectTimeslot(dateIso, timeslotId));
  return outcome.ok ? done(undefined) : refused('errors.errorSettingTimeslot');
}
