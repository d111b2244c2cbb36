/**
 * Quantity changes that are never lost (issue 16, "Updates that are never lost"): what the
 * shopper wants for a line (its intent) is kept until the server has it. At most one request per
 * line is in flight; clicks meanwhile only move the intent, and the next request carries the
 * latest one, so ten rapid clicks make at most two requests and the last quantity wins. Answers
 * are applied in the order the requests were sent: an older answer arriving late is dropped, and
 * the intents still pending are laid over every answer shown, so no answer overwrites a newer
 * click. Once nothing is in flight, a run that dropped or refused an answer reloads the cart, so
 * the page at rest shows exactly what the server has.
 *
 * Independent of the SDK and of React: `cart.ts` gives it the calls, tests give it their own.
 */

export interface LineUpdateCalls<C> {
  /** Sends one line's quantity (0 removes it); answers the whole cart. */
  send(itemId: string, quantity: number): Promise<C>;
  /** The cart as the server has it now. */
  view(): Promise<C>;
  /** A server cart to show (the pending intents are laid over it by the caller, see `pending`). */
  show(cart: C): void;
  /** The server refused a line's change: its intent is dropped; the caller shows why on the line. */
  refused(itemId: string, error: unknown): void;
  /**
   * The session expired during a change (HTTP 419): resolves true once the shopper has signed
   * in again, and the change is then sent again; false drops it.
   */
  signInAgain?(error: unknown): Promise<boolean>;
  /** Whether an error is an expired session. */
  isSessionExpired?(error: unknown): boolean;
  /** Changes are under way (true) or the cart shown is the server's again (false). */
  busy?(busy: boolean): void;
}

/** How long to wait before reading the cart again after a failed reload at rest. */
export const RELOAD_DELAYS_MS = [200, 800, 2000];

interface Line {
  intent: number;
  inFlight: boolean;
}

export interface LineUpdates {
  /** The shopper wants `quantity` of this line (0: remove it). */
  change(itemId: string, quantity: number): void;
  /** The intents not yet confirmed by an answer, to lay over the server's cart. */
  pending(): ReadonlyMap<string, number>;
  /** Resolves when nothing is in flight and the shown cart is the server's. */
  settled(): Promise<void>;
}

export function createLineUpdates<C>(calls: LineUpdateCalls<C>): LineUpdates {
  const lines = new Map<string, Line>();
  let sent = 0;
  let applied = 0;
  let inFlight = 0;
  /** An answer was dropped or a change refused: the cart at rest must be read again. */
  let doubtful = false;
  let idle: Promise<void> = Promise.resolve();
  let markIdle: (() => void) | undefined;

  function busy(): void {
    if (inFlight === 0 && !markIdle) {
      idle = new Promise((resolve) => (markIdle = resolve));
      calls.busy?.(true);
    }
    inFlight += 1;
  }

  /** Shows a server cart unless a request sent later has already been answered. */
  function answered(order: number, cart: C): boolean {
    if (order < applied) return false;
    applied = order;
    calls.show(cart);
    return true;
  }

  /** Failed reloads at rest in a row: the next waits longer, and after the last one it stops. */
  let reloadFailures = 0;

  async function rest(): Promise<void> {
    inFlight -= 1;
    if (inFlight > 0) return;
    if (doubtful) {
      doubtful = false;
      inFlight += 1;
      const order = ++sent;
      try {
        if (!answered(order, await calls.view())) doubtful = true;
        reloadFailures = 0;
      } catch {
        // The request layer has told the shopper. The page shows a cart the server may no longer
        // have (an answer was dropped or refused): read it again a little later, a few times.
        const wait = RELOAD_DELAYS_MS[reloadFailures];
        reloadFailures += 1;
        if (wait !== undefined) {
          doubtful = true;
          await new Promise((resolve) => setTimeout(resolve, wait));
        } else reloadFailures = 0;
      }
      await rest();
      return;
    }
    const done = markIdle;
    markIdle = undefined;
    calls.busy?.(false);
    done?.();
  }

  async function flush(itemId: string, line: Line): Promise<void> {
    line.inFlight = true;
    busy();
    const quantity = line.intent;
    const order = ++sent;
    let retry = false;
    try {
      const cart = await calls.send(itemId, quantity);
      // Confirmed: the intent leaves the overlay before the answer is shown.
      if (line.intent === quantity) lines.delete(itemId);
      if (!answered(order, cart)) doubtful = true;
    } catch (error) {
      if (calls.isSessionExpired?.(error) && calls.signInAgain) {
        retry = await calls.signInAgain(error);
      }
      if (!retry) {
        lines.delete(itemId);
        doubtful = true;
        calls.refused(itemId, error);
      }
    } finally {
      line.inFlight = false;
    }
    const current = lines.get(itemId);
    if (current === line && (retry || line.intent !== quantity)) void flush(itemId, line);
    await rest();
  }

  return {
    change(itemId, quantity) {
      const line = lines.get(itemId);
      if (line) {
        line.intent = quantity;
        return;
      }
      const fresh: Line = { intent: quantity, inFlight: false };
      lines.set(itemId, fresh);
      void flush(itemId, fresh);
    },
    pending() {
      return new Map([...lines].map(([itemId, line]) => [itemId, line.intent]));
    },
    settled() {
      return inFlight === 0 ? Promise.resolve() : idle;
    },
  };
}
