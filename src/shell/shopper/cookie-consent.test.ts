// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import {
  $cookieBannerOpen,
  $cookiePreferences,
  COOKIE_PREFERENCES_KEY,
  loadCookiePreferences,
  reopenCookieBanner,
  saveCookieChoice,
} from './cookie-consent';

describe('cookie consent', () => {
  beforeEach(() => {
    localStorage.clear();
    $cookiePreferences.set(null);
    $cookieBannerOpen.set(false);
  });

  it('given no stored choice, then the banner opens', () => {
    loadCookiePreferences();
    expect($cookieBannerOpen.get()).toBe(true);
    expect($cookiePreferences.get()).toBeNull();
  });

  it('given a saved choice, when the page loads again, then the banner stays closed and the choice is kept', () => {
    saveCookieChoice({ analytics: true, profiling: false });
    $cookiePreferences.set(null);
    loadCookiePreferences();
    expect($cookieBannerOpen.get()).toBe(false);
    expect($cookiePreferences.get()).toMatchObject({
      technical: true,
      analytics: true,
      profiling: false,
    });
  });

  it('given a choice, then it is stored with a save date and a uuid', () => {
    saveCookieChoice({ analytics: false, profiling: true });
    const stored = JSON.parse(localStorage.getItem(COOKIE_PREFERENCES_KEY) ?? '{}');
    expect(stored.technical).toBe(true);
    expect(Number.isNaN(Date.parse(stored.savedAt))).toBe(false);
    expect(stored.uuid).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('given a second choice, then the consent keeps its uuid and updates the date', () => {
    saveCookieChoice({ analytics: false, profiling: false });
    const first = $cookiePreferences.get();
    saveCookieChoice({ analytics: true, profiling: true });
    expect($cookiePreferences.get()?.uuid).toBe(first?.uuid);
    expect($cookiePreferences.get()?.analytics).toBe(true);
  });

  it('given a corrupted stored value, then the banner asks again instead of failing', () => {
    localStorage.setItem(COOKIE_PREFERENCES_KEY, '{not json');
    loadCookiePreferences();
    expect($cookieBannerOpen.get()).toBe(true);
    localStorage.setItem(COOKIE_PREFERENCES_KEY, JSON.stringify({ technical: false }));
    loadCookiePreferences();
    expect($cookieBannerOpen.get()).toBe(true);
  });

  it('given the footer link, when used, then the banner reopens', () => {
    saveCookieChoice({ analytics: false, profiling: false });
    reopenCookieBanner();
    expect($cookieBannerOpen.get()).toBe(true);
  });
});
