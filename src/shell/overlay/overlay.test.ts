// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  $overlay,
  answeringOverlay,
  answerOverlay,
  askOverlay,
  closeOverlay,
  listenForBack,
  openOverlay,
  restoreOverlay,
  toggleOverlay,
} from './overlay';
import { OVERLAY_HISTORY_KEY } from './overlay-request';

const TIMESLOT = answeringOverlay<'done' | 'setAddress' | 'setStore'>('timeslot');
const ADDRESS = answeringOverlay<'setTimeslot' | 'setStore'>('address');
const LOGIN = answeringOverlay<true>('login');

function waitForPopstate(): Promise<void> {
  return new Promise((resolve) =>
    window.addEventListener('popstate', () => resolve(), { once: true }),
  );
}

/**
 * Every test starts on the page's own entry with no overlay open and no close under way, and
 * with Back listened for, whichever tests ran before it (checked with --sequence.shuffle): a
 * close's `history.back()` lands in a later task, and a test may end before it has.
 */
beforeEach(async () => {
  listenForBack();
  if ($overlay.get() !== null) {
    const popped = waitForPopstate();
    closeOverlay();
    await popped;
  }
});

afterEach(async () => {
  // An overlay's entry still current with no overlay open: its close's Back has not landed yet.
  if ($overlay.get() === null && history.state?.[OVERLAY_HISTORY_KEY]) await waitForPopstate();
  vi.restoreAllMocks();
});

describe('overlay', () => {
  it('given no overlay, when the cart opens, then one history entry is pushed', () => {
    // Counted as calls: history.length stays put when a push replaces entries ahead (after a Back).
    const push = vi.spyOn(history, 'pushState');
    const replace = vi.spyOn(history, 'replaceState');
    openOverlay('cart');
    expect($overlay.get()).toBe('cart');
    expect(push).toHaveBeenCalledTimes(1);
    expect(replace).not.toHaveBeenCalled();
    expect(history.state?.[OVERLAY_HISTORY_KEY]).toBe('cart');
  });

  it('given an open drawer, when Back is pressed, then the drawer closes', async () => {
    openOverlay('categories');
    const popped = waitForPopstate();
    history.back();
    await popped;
    expect($overlay.get()).toBeNull();
  });

  it('given an open drawer, when another opens, then it replaces it without a second entry', () => {
    openOverlay('categories');
    const length = history.length;
    openOverlay('cart');
    expect($overlay.get()).toBe('cart');
    expect(history.length).toBe(length);
  });

  it('given an open drawer, when toggled, then it closes', async () => {
    openOverlay('cart');
    const popped = waitForPopstate();
    toggleOverlay('cart');
    expect($overlay.get()).toBeNull();
    await popped;
    expect($overlay.get()).toBeNull();
  });

  it('given the page reloaded with the cart drawer open, then it opens again without a new entry', () => {
    openOverlay('cart');
    $overlay.set(null); // what a reload leaves: the history entry, no open drawer
    const before = history.length;
    restoreOverlay();
    expect($overlay.get()).toBe('cart');
    expect(history.length).toBe(before);
  });
});

describe('an overlay that answers', () => {
  it('given a dialog asked for, when it answers, then the caller gets the answer and the dialog closes', async () => {
    const answer = askOverlay(TIMESLOT);
    expect($overlay.get()).toBe('timeslot');
    answerOverlay(TIMESLOT, 'setAddress');
    await expect(answer).resolves.toBe('setAddress');
    await expect.poll(() => $overlay.get()).toBeNull();
  });

  it('given a dialog asked for by an action, when it answers and the action opens another overlay, then that one stays open in the same history entry', async () => {
    const action = askOverlay(LOGIN).then((signedIn) => {
      if (signedIn) openOverlay('cart');
    });
    answerOverlay(LOGIN, true);
    await action;
    // A task queued after the answer's own close (timers run in order): it found 'cart' and left it.
    await new Promise((resolve) => setTimeout(resolve));
    expect($overlay.get()).toBe('cart');
    expect(history.state?.[OVERLAY_HISTORY_KEY]).toBe('cart');
  });

  it('given a dialog asked for by an action, when the action opens the next dialog only after the answer closed it, then the next stays open and Back closes it', async () => {
    // The guest's add: signed in, the cart loaded over the network, then the address dialog.
    const closed = new Promise<void>((resolve) => {
      const stop = $overlay.listen((id) => {
        if (id === null) {
          stop();
          resolve();
        }
      });
    });
    const action = askOverlay(LOGIN).then(async (signedIn) => {
      await closed;
      if (signedIn) openOverlay('address');
    });
    const popped = waitForPopstate();
    answerOverlay(LOGIN, true);
    await action;
    await popped;
    expect($overlay.get()).toBe('address');
    expect(history.state?.[OVERLAY_HISTORY_KEY]).toBe('address');
    const back = waitForPopstate();
    history.back();
    await back;
    expect($overlay.get()).toBeNull();
  });

  it('given a dialog asked for, when the shopper closes it, then the caller gets undefined', async () => {
    const answer = askOverlay(LOGIN);
    closeOverlay();
    await expect(answer).resolves.toBeUndefined();
  });

  it('given a dialog asked for, when another overlay replaces it, then the first caller gets undefined', async () => {
    const first = askOverlay(ADDRESS);
    const second = askOverlay(TIMESLOT);
    await expect(first).resolves.toBeUndefined();
    answerOverlay(TIMESLOT, 'setStore');
    await expect(second).resolves.toBe('setStore');
  });

  it('given a typed dialog, then an answer of another type does not compile', async () => {
    const answer = askOverlay(ADDRESS);
    // @ts-expect-error the address dialog answers 'setTimeslot' or 'setStore', never 'done'
    answerOverlay(ADDRESS, 'done');
    // @ts-expect-error the login dialog answers true
    answerOverlay(LOGIN, 'setStore');
    await expect(answer).resolves.toBe('done');
  });

  it("given a dialog asked for, when another overlay's answer comes, then the caller is not given it", async () => {
    const answer = askOverlay(ADDRESS);
    answerOverlay(LOGIN, true);
    await expect(answer).resolves.toBeUndefined();
  });
});
