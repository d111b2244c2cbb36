/**
 * `$session` for an island. On the server the store is a module shared by every request, so it
 * never holds a shopper there: islands render the request's shopper (a prop from SSR) and, in
 * the browser, the store seeded from the same values — the two agree at hydration.
 */
import { useStore } from '@nanostores/react';
import { $session, type Shopper } from './shopper';

export function useSession(rendered: Shopper): Shopper {
  const live = useStore($session);
  return typeof document === 'undefined' ? rendered : live;
}
