/**
 * What the SDK tells its caller without being asked: toasts to show and "not logged in" (spec:
 * account §4, §8), and how many requests are under way (account §7 "Each request counts as
 * pending"). Tiny on purpose: the storefront bridges them to its nanostores, other fronts to theirs.
 */

export type ToastKind = 'success' | 'warning' | 'error';

/** A message of a response to show as a toast (account §8: infos → success, warnings → warning). */
export interface ToastEvent {
  kind: ToastKind;
  message: string;
  /** The server's code of the message, when it sent one (shopping §8 showInPopupCode). */
  code?: string | undefined;
}

export interface EbsnEventMap {
  toast: ToastEvent;
  /** HTTP 419, or a timeslot list answered for user -1: the shopper must log in again. */
  notLoggedIn: undefined;
}

export type Unsubscribe = () => void;

export interface EbsnEvents {
  on<K extends keyof EbsnEventMap>(
    event: K,
    listener: (payload: EbsnEventMap[K]) => void,
  ): Unsubscribe;
  emit<K extends keyof EbsnEventMap>(event: K, payload: EbsnEventMap[K]): void;
}

export function createEvents(): EbsnEvents {
  const listeners: { [K in keyof EbsnEventMap]: Set<(payload: EbsnEventMap[K]) => void> } = {
    toast: new Set(),
    notLoggedIn: new Set(),
  };
  return {
    on(event, listener) {
      listeners[event].add(listener);
      return () => listeners[event].delete(listener);
    },
    emit(event, payload) {
      for (const listener of listeners[event]) listener(payload);
    },
  };
}

/** A number that callers can read and watch: the pending-request count. */
export interface Observable<T> {
  get(): T;
  subscribe(listener: (value: T) => void): Unsubscribe;
}

export interface PendingCount extends Observable<number> {
  started(): void;
  settled(): void;
}

export function createPendingCount(): PendingCount {
  let count = 0;
  const listeners = new Set<(value: number) => void>();
  const set = (value: number) => {
    count = value;
    for (const listener of listeners) listener(count);
  };
  return {
    get: () => count,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    started: () => set(count + 1),
    settled: () => set(Math.max(0, count - 1)),
  };
}
