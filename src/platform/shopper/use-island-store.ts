/**
 * A nanostore read by an island. On the server every store is at its initial value (a module
 * there is shared by every request and never holds a shopper), but in the browser a store may
 * have moved on before an island hydrates on intent: the shell opened the island's dialog at
 * once (`$overlay`), another island loaded the cart (`$cart`). Hydrating with the live value
 * would not reproduce the server's HTML (React #418: the island is rebuilt, an open dialog loses
 * its focus), so hydration renders with the value the server had and the live one follows in the
 * next render. `rendered` is that value when it is not the store's initial one (a computed store).
 */
import { useStore } from '@nanostores/react';
import type { ReadableAtom } from 'nanostores';

export function useIslandStore<T>(store: ReadableAtom<T>, rendered?: T): T {
  return useStore(store, { ssr: rendered === undefined ? 'initial' : () => rendered });
}
