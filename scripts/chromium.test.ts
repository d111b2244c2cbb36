import { describe, expect, it } from 'vitest';
import {
  CHROMIUM_FLAGS,
  findChromium,
  findTestBrowser,
  requireChromium,
  testBrowserPackagesNeeded,
} from './chromium.mjs';

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

  it("given a headless shell, then the tests drive it without the full browser's headless flag", () => {
    const browser = findTestBrowser({ CHROME_HEADLESS_SHELL: '/bin/sh' });
    expect(browser?.executablePath).toBe('/bin/sh');
    expect(browser?.args).toContain('--no-sandbox');
    expect(browser?.args).not.toContain('--headless=new');
  });

  it('given CHROME_PATH, then the tests drive that browser with the full flags, shell or not', () => {
    expect(findTestBrowser({ CHROME_PATH: '/bin/sh', CHROME_HEADLESS_SHELL: '/bin/true' })).toEqual(
      {
        executablePath: '/bin/sh',
        args: CHROMIUM_FLAGS,
      },
    );
  });
});

describe("the tests' browser from Debian", () => {
  it('given a headless shell, then no package is needed', () => {
    expect(testBrowserPackagesNeeded({ CHROME_HEADLESS_SHELL: '/bin/sh' })).toEqual([]);
  });

  it('given CHROME_PATH, then that browser is used and nothing is installed, even one that is not there', () => {
    expect(testBrowserPackagesNeeded({ CHROME_PATH: '/nonexistent/chrome' })).toEqual([]);
  });
});
