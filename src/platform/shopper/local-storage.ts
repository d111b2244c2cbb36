/**
 * What the shop keeps in the browser (spec: shopping §9 "Persisted locally": search words, the
 * last filters, …): a Storage and a clock, both replaceable by tests. localStorage by default,
 * undefined where the browser has none or blocks it — the caller then keeps nothing.
 */
export interface LocalStorageOptions {
  /** Where things are kept; default localStorage, undefined where there is none. */
  storage?: Storage | undefined;
  /** The clock, in milliseconds since the epoch. */
  now?: () => number;
}

export function localStorageSettings(options: LocalStorageOptions): {
  storage: Storage | undefined;
  now: () => number;
} {
  let storage: Storage | undefined;
  if ('storage' in options) storage = options.storage;
  else {
    try {
      storage = globalThis.localStorage ?? undefined;
    } catch {
      // Reading localStorage throws where the browser blocks it.
    }
  }
  return { storage, now: options.now ?? Date.now };
}
