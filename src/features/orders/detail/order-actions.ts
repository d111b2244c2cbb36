/**
 * The order detail's cart actions (issue 26; spec: account §2 "Orders area", shopping §7 Orders):
 * store actions, so the island only renders and calls. Reopening an order hands its cart (status
 * 7) to the cart store and goes on to Home with the drawer open; cancelling one shows the detail
 * again, as the server now has it, saying so; buying it again is the cart's `addOrderToCart`. A
 * refusal is the outcome's text, shown in place. The island loads this module on its first press.
 */
import { orderArea } from '@sporta/sdk';
import { attempt, done, type Outcome } from '../../../platform/results/outcome';
import { HOME_PATH } from '../../../platform/routes';
import { ebsnCore } from '../../../shell/hydration/ebsn';
import { leavePageWithOverlay } from '../../../shell/overlay/overlay';
import { takeCart } from '../../cart';
import { CANCELLED_PARAM } from './order-detail';

export { addOrderToCart } from '../../cart';

/** A refusal is said in place by the island: not again as a toast. */
const QUIET = { toasts: false } as const;

let shared: ReturnType<typeof orderArea> | undefined;
const orderApi = () => {
  shared ??= orderArea(ebsnCore());
  return shared;
};

/** order/modify: the order's cart becomes the shopper's, then Home with the cart drawer open. */
export async function modifyOrder(orderId: number): Promise<Outcome<void>> {
  const outcome = await attempt(() => orderApi().modify(orderId, QUIET));
  if (!outcome.ok) return outcome;
  takeCart(outcome.value);
  leavePageWithOverlay(HOME_PATH, 'cart');
  return done(undefined);
}

/** order/delete: then the detail again (the order cancelled, its actions gone), saying so. */
export async function deleteOrder(orderId: number): Promise<Outcome<void>> {
  const outcome = await attempt(() => orderApi().remove(orderId, QUIET));
  if (!outcome.ok) return outcome;
  location.replace(`${location.pathname}?${CANCELLED_PARAM}`);
  return done(undefined);
}
