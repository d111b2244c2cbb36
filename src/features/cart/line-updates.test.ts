/**
 * The coalescing queue of cart line changes against a fake server whose answers the test
 * releases in any order: at most one request per line in flight, the last click wins, an older
 * answer never shows over a newer intent, refusals and expired sessions, and the cart at rest
 * equal to the server's.
 */
import { describe, expect, it, vi } from 'vitest';
import { createLineUpdates, type LineUpdateCalls, RELOAD_DELAYS_MS } from './line-updates';

type Cart = { version: number; lines: Record<string, number> };

class ExpiredSession extends Error {}

/** A server holding quantities; each call waits until the test answers it. */
function fakeServer(initial: Record<string, number>) {
  const state: Cart = { version: 0, lines: { ...initial } };
  const waiting: {
    kind: string;
    itemId?: string;
    quantity?: number;
    answer(): void;
    fail(error: unknown): void;
  }[] = [];
  const shown: Cart[] = [];
  const refusals: string[] = [];
  let signIns = 0;
  const snapshot = (): Cart => ({ version: state.version, lines: { ...state.lines } });
  const calls: LineUpdateCalls<Cart> = {
    send: (itemId, quantity) =>
      new Promise((resolve, reject) => {
        waiting.push({
          kind: 'update',
          itemId,
          quantity,
          // The server applies the change when it answers (its own order).
          answer: () => {
            state.version += 1;
            if (quantity === 0) delete state.lines[itemId];
            else state.lines[itemId] = quantity;
            resolve(snapshot());
          },
          fail: reject,
        });
      }),
    view: () =>
      new Promise((resolve, reject) => {
        waiting.push({ kind: 'view', answer: () => resolve(snapshot()), fail: reject });
      }),
    show: (cart) => shown.push(cart),
    refused: (itemId) => refusals.push(itemId),
    isSessionExpired: (error) => error instanceof ExpiredSession,
    signInAgain: async () => {
      signIns += 1;
      return true;
    },
  };
  return { state, waiting, shown, refusals, calls, signIns: () => signIns };
}

/** Lets the queue's promise continuations run. */
const tick = () => new Promise((resolve) => setImmediate(resolve));

/** Two lines changed; the server answers the second before the first (which is then dropped). */
async function answeredOutOfOrder(
  server: ReturnType<typeof fakeServer>,
  updates: ReturnType<typeof createLineUpdates>,
) {
  updates.change('a', 2);
  updates.change('b', 3);
  const [first, second] = server.waiting.splice(0, 2);
  second?.answer();
  await tick();
  first?.answer();
  await tick();
}

async function answerAll(server: ReturnType<typeof fakeServer>) {
  while (server.waiting.length > 0) {
    server.waiting.shift()?.answer();
    await tick();
  }
}

describe('cart line changes that are never lost', () => {
  it('ten rapid clicks make at most two requests, and the last quantity wins', async () => {
    const server = fakeServer({ a: 1 });
    const updates = createLineUpdates(server.calls);
    for (let quantity = 2; quantity <= 11; quantity++) updates.change('a', quantity);
    expect(server.waiting).toHaveLength(1);
    expect(updates.pending().get('a')).toBe(11);
    await answerAll(server);
    await updates.settled();
    const sent = server.shown.length;
    expect(sent).toBeLessThanOrEqual(2);
    expect(server.state.lines.a).toBe(11);
    expect(server.shown.at(-1)?.lines.a).toBe(11);
    expect(updates.pending().size).toBe(0);
  });

  it("says it is busy from the first change until the cart shown is the server's, re-read included", async () => {
    const server = fakeServer({ a: 1, b: 1 });
    const states: boolean[] = [];
    const updates = createLineUpdates({ ...server.calls, busy: (busy) => states.push(busy) });
    updates.change('a', 2);
    updates.change('b', 3);
    expect(states).toEqual([true]);
    const [first, second] = server.waiting.splice(0, 2);
    second?.answer();
    await tick();
    first?.answer();
    await tick();
    // The late answer was dropped: still busy while the cart is read again.
    expect(states).toEqual([true]);
    await answerAll(server);
    await updates.settled();
    expect(states).toEqual([true, false]);
  });

  it('an older answer arriving after a newer one is not shown, and the cart at rest is read again', async () => {
    const server = fakeServer({ a: 1, b: 1 });
    const updates = createLineUpdates(server.calls);
    await answeredOutOfOrder(server, updates);
    // The late first answer was dropped; a view is asked to be sure of the cart at rest.
    expect(server.waiting.map((call) => call.kind)).toEqual(['view']);
    await answerAll(server);
    await updates.settled();
    expect(server.shown.at(-1)?.lines).toEqual({ a: 2, b: 3 });
    expect(server.shown.at(-1)?.version).toBe(server.state.version);
  });

  it('a click while a request is in flight stays pending over every answer until sent', async () => {
    const server = fakeServer({ a: 1 });
    const updates = createLineUpdates(server.calls);
    updates.change('a', 2);
    updates.change('a', 3);
    server.waiting.shift()?.answer();
    await tick();
    // The answer says 2; the shopper's 3 is still pending and goes out next.
    expect(server.shown.at(-1)?.lines.a).toBe(2);
    expect(updates.pending().get('a')).toBe(3);
    expect(server.waiting).toHaveLength(1);
    expect(server.waiting[0]?.quantity).toBe(3);
    await answerAll(server);
    await updates.settled();
    expect(updates.pending().size).toBe(0);
    expect(server.shown.at(-1)?.lines.a).toBe(3);
  });

  it("a refused change drops its intent, tells the line, and the cart at rest is the server's", async () => {
    const server = fakeServer({ a: 2 });
    const updates = createLineUpdates(server.calls);
    updates.change('a', 50);
    server.waiting.shift()?.fail(new Error('Hai superato la quantità massima giornaliera'));
    await tick();
    expect(server.refusals).toEqual(['a']);
    expect(updates.pending().size).toBe(0);
    await answerAll(server);
    await updates.settled();
    expect(server.shown.at(-1)?.lines.a).toBe(2);
  });

  it('a failed reload at rest is tried again later, so the page ends as the server has it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      const server = fakeServer({ a: 1, b: 1 });
      const updates = createLineUpdates(server.calls);
      // The older answer, which alone has a = 2, comes last and is dropped: a reload is due.
      await answeredOutOfOrder(server, updates);
      server.waiting.shift()?.fail(new Error('HTTP 500'));
      await tick();
      expect(server.waiting).toHaveLength(0);
      await vi.advanceTimersByTimeAsync(RELOAD_DELAYS_MS[0] ?? 0);
      expect(server.waiting.map((call) => call.kind)).toEqual(['view']);
      await answerAll(server);
      await updates.settled();
      expect(server.shown.at(-1)?.lines).toEqual({ a: 2, b: 3 });
    } finally {
      vi.useRealTimers();
    }
  });

  it('an expired session keeps the change and sends it again after signing in', async () => {
    const server = fakeServer({ a: 1 });
    const updates = createLineUpdates(server.calls);
    updates.change('a', 4);
    server.waiting.shift()?.fail(new ExpiredSession());
    await tick();
    expect(server.signIns()).toBe(1);
    expect(server.waiting.map((call) => call.quantity)).toEqual([4]);
    await answerAll(server);
    await updates.settled();
    expect(server.state.lines.a).toBe(4);
    expect(server.refusals).toEqual([]);
  });

  it('lines change independently: one request per line may be in flight at once', async () => {
    const server = fakeServer({ a: 1, b: 1 });
    const updates = createLineUpdates(server.calls);
    updates.change('a', 0);
    updates.change('b', 5);
    updates.change('b', 6);
    expect(server.waiting.map((call) => [call.itemId, call.quantity])).toEqual([
      ['a', 0],
      ['b', 5],
    ]);
    await answerAll(server);
    await updates.settled();
    expect(server.state.lines).toEqual({ b: 6 });
  });
});

describe('random runs: clicks, answers in any order, refusals', () => {
  /** A small deterministic generator, so a failing seed can be replayed. */
  function random(seed: number) {
    let value = seed;
    return (below: number) => {
      value = (value * 1103515245 + 12345) % 2147483648;
      return value % below;
    };
  }

  it("at rest, the cart shown is always the server's and nothing is pending (200 seeds)", async () => {
    for (let seed = 1; seed <= 200; seed++) {
      const next = random(seed);
      const server = fakeServer({ a: 1, b: 1, c: 1 });
      const updates = createLineUpdates(server.calls);
      for (let step = 0; step < 30; step++) {
        const roll = next(10);
        if (roll < 5) {
          updates.change(['a', 'b', 'c'][next(3)] as string, next(6));
        } else if (server.waiting.length > 0) {
          const call = server.waiting.splice(next(server.waiting.length), 1)[0];
          if (roll === 9 && call?.kind === 'update') call.fail(new Error('refused'));
          else call?.answer();
        }
        await tick();
      }
      await answerAll(server);
      let rested = false;
      void updates.settled().then(() => (rested = true));
      await tick();
      expect(rested, `seed ${seed}: at rest once every call is answered`).toBe(true);
      expect(updates.pending().size, `seed ${seed}`).toBe(0);
      if (server.shown.length > 0) {
        expect(server.shown.at(-1)?.lines, `seed ${seed}`).toEqual(server.state.lines);
      }
    }
  });
});
