/**
 * The page stays after a sign-in (the login dialog): it shows the shopper — name and cart count
 * from their cart, as the server renders them. Its own chunk, loaded only by a page that stays:
 * the cart answer's check (zod) is not part of `/login`, which leaves at once (issue 13 budget).
 */
import { cartArea } from '@sporta/sdk';
import { $session, shopperOfCart } from '../../platform/shopper/shopper';
import { ebsnCore } from '../../shell/hydration/ebsn';

export async function showShopper(): Promise<void> {
  try {
    $session.set(shopperOfCart(await cartArea(ebsnCore()).view()));
  } catch {
    // The sign-in stands; the count catches up with the next cart answer (a toast said why).
  }
}
