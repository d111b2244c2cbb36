import { describe, expect, it } from 'vitest';
import { findChromium, requireChromium } from './chromium.mjs';

describe('finding Chromium', () => {
  it('given CHROME_PATH pointing at an executable, then it is used', () => {
    expect(findChromium({ CHROME_PATH: '/bin/sh' })).toBe('/bin/sh');
  });

  it('given CHROME_PATH pointing nowhere, then there is no browser and the message says how to get one', () => {
    expect(findChromium({ CHROME_PATH: '/nonexistent/chrome' })).toBeUndefined();
    expect(() => requireChromium({ CHROME_PATH: '/nonexistent/chrome' })).toThrow(
      /CHROME_PATH=\/nonexistent\/chrome.*apt-get install -y chromium/,
    );
  });
});
