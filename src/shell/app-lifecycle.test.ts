import { describe, expect, it } from 'vitest';
import { IDLE_RELOAD_AFTER_MS, idleClock, VERSION_CHECK_INTERVAL_MS } from './app-lifecycle';

/** A clock the test moves by hand. */
function handClock(start = 1_000_000) {
  let now = start;
  return {
    now: () => now,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

describe('the spec numbers', () => {
  it('checks every 600000 ms and reloads after more than 1800000 ms idle (account §9)', () => {
    expect(VERSION_CHECK_INTERVAL_MS).toBe(600_000);
    expect(IDLE_RELOAD_AFTER_MS).toBe(1_800_000);
  });
});

describe('idleClock', () => {
  it('given the shopper away 31 minutes, then the resume reloads', () => {
    const time = handClock();
    const clock = idleClock(time.now);
    time.advance(31 * 60_000);
    expect(clock.resumedAfterIdle()).toBe(true);
  });

  it('given exactly the threshold, then it is not yet idle ("more than")', () => {
    const time = handClock();
    const clock = idleClock(time.now);
    time.advance(IDLE_RELOAD_AFTER_MS);
    expect(clock.resumedAfterIdle()).toBe(false);
    const again = idleClock(time.now);
    time.advance(IDLE_RELOAD_AFTER_MS + 1);
    expect(again.resumedAfterIdle()).toBe(true);
  });

  it('counts from the last activity, not from the page load', () => {
    const time = handClock();
    const clock = idleClock(time.now);
    time.advance(25 * 60_000);
    clock.touch();
    time.advance(25 * 60_000);
    expect(clock.resumedAfterIdle()).toBe(false);
  });

  it('starts again at each resume: two short absences never add up', () => {
    const time = handClock();
    const clock = idleClock(time.now);
    time.advance(20 * 60_000);
    expect(clock.resumedAfterIdle()).toBe(false);
    time.advance(20 * 60_000);
    expect(clock.resumedAfterIdle()).toBe(false);
    time.advance(30 * 60_000 + 1);
    expect(clock.resumedAfterIdle()).toBe(true);
    expect(clock.resumedAfterIdle()).toBe(false);
  });

  it('takes another threshold when given one', () => {
    const time = handClock();
    const clock = idleClock(time.now, 1_000);
    time.advance(1_001);
    expect(clock.resumedAfterIdle()).toBe(true);
  });
});
