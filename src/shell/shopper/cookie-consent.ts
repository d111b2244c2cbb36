/**
 * Cookie consent (spec: account §3 App state: technical always true, analytics and profiling
 * false by default, with save date and uuid; persisted locally; reopenable from the footer).
 */
import { atom } from 'nanostores';

export interface CookiePreferences {
  technical: true;
  analytics: boolean;
  profiling: boolean;
  /** ISO date-time of the shopper's choice. */
  savedAt: string;
  /** Identifies this consent record (e.g. for the consent log). */
  uuid: string;
}

export type CookieChoice = Pick<CookiePreferences, 'analytics' | 'profiling'>;

export const COOKIE_PREFERENCES_KEY = 'sporta.cookiePreferences';
export const DEFAULT_COOKIE_CHOICE: CookieChoice = { analytics: false, profiling: false };

export const $cookiePreferences = atom<CookiePreferences | null>(null);
export const $cookieBannerOpen = atom(false);

/** Reads the stored choice; the banner opens when there is none (or it is unreadable). */
export function loadCookiePreferences(storage: Storage = localStorage): void {
  const stored = readPreferences(storage);
  $cookiePreferences.set(stored);
  $cookieBannerOpen.set(stored === null);
}

export function saveCookieChoice(choice: CookieChoice, storage: Storage = localStorage): void {
  const preferences: CookiePreferences = {
    technical: true,
    analytics: choice.analytics,
    profiling: choice.profiling,
    savedAt: new Date().toISOString(),
    uuid: $cookiePreferences.get()?.uuid ?? crypto.randomUUID(),
  };
  storage.setItem(COOKIE_PREFERENCES_KEY, JSON.stringify(preferences));
  $cookiePreferences.set(preferences);
  $cookieBannerOpen.set(false);
}

export function reopenCookieBanner(): void {
  $cookieBannerOpen.set(true);
}

function readPreferences(storage: Storage): CookiePreferences | null {
  try {
    const value: unknown = JSON.parse(storage.getItem(COOKIE_PREFERENCES_KEY) ?? 'null');
    if (!isPreferences(value)) return null;
    return value;
  } catch {
    return null;
  }
}

function isPreferences(value: unknown): value is CookiePreferences {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    record.technical === true &&
    typeof record.analytics === 'boolean' &&
    typeof record.profiling === 'boolean' &&
    typeof record.savedAt === 'string' &&
    typeof record.uuid === 'string'
  );
}
