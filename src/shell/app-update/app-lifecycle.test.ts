import { describe, expect, it } from 'vitest';
import { IDLE_RELOAD_AFTER_MS, idleTooLong, VERSION_CHECK_INTERVAL_MS } from './app-lifecycle';

const MINUTE = 60_000;
const NOW = Date.parse('2026-12-01T10:00:00+01:00');

describe('the spec numbers', () => {
  it('checks every 600000 ms and reloads after more than 1800000 ms idle (account §9)', () => {
    expect(VERSION_CHECK_INTERVAL_MS).toBe(600_000);
    expect(IDLE_RELOAD_AFTER_MS).toBe(1_800_000);
  });
});

describe('idleTooLong', () => {
  it('given the shopper away 31 minutes, then the resume reloads', () => {
    expect(idleTooLong(NOW, NOW + 31 * MINUTE)).toBe(true);
  });

  it('given 29 minutes, or exactly the threshold, then not ("more than" 1800000 ms)', () => {
    expect(idleTooLong(NOW, NOW + 29 * MINUTE)).toBe(false);
    expect(idleTooLong(NOW, NOW + IDLE_RELOAD_AFTER_MS)).toBe(false);
    expect(idleTooLong(NOW, NOW + IDLE_RELOAD_AFTER_MS + 1)).toBe(true);
  });

  it('counts from the last activity, not from the page load', () => {
    const loaded = NOW;
    const lastTap = loaded + 25 * MINUTE;
    expect(idleTooLong(lastTap, loaded + 50 * MINUTE)).toBe(false);
    expect(idleTooLong(loaded, loaded + 50 * MINUTE)).toBe(true);
  });

  it('never reloads for a clock that went back (a device whose time was corrected)', () => {
    expect(idleTooLong(NOW, NOW - 60 * MINUTE)).toBe(false);
  });
});
