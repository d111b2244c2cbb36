/**
 * `$session` for an island. The store is a module: on the server it is shared by every request
 * and never holds a shopper, and in the browser it may have moved on (a cart changed in another
 * tab) before an island hydrates on intent. So the server render and the hydration both use the
 * shopper the page was rendered for (React's server snapshot), and the island follows the live
 * store from then on — no hydration mismatch, which would rebuild an open drawer and lose focus.
 */
import { useSyncExternalStore } from 'react';
import { $session, type Shopper } from './shopper';

const subscribe = (onChange: () => void) => $session.listen(onChange);
const current = () => $session.get();

export function useSession(rendered: Shopper): Shopper {
  return useSyncExternalStore(subscribe, current, () => rendered);
}
