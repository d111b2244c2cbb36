/**
 * Whether the shopper accepted analytics cookies (spec: account §3 App state: analytics false
 * by default). Read straight from the record the shell's cookie banner keeps
 * (src/shell/shopper/cookie-consent.ts, same key; consent.test.ts proves they agree), not through its
 * store: importing the shell's store from here would make the shell's entry export it, bytes on
 * every page for code only shoppers who consented ever run.
 */
export const COOKIE_RECORD_KEY = 'sporta.cookiePreferences';

export function analyticsConsented(storage: Storage = localStorage): boolean {
  try {
    const record: unknown = JSON.parse(storage.getItem(COOKIE_RECORD_KEY) ?? 'null');
    return (
      typeof record === 'object' &&
      record !== null &&
      (record as { analytics?: unknown }).analytics === true
    );
  } catch {
    // An unreadable record is no consent: the banner asks again (cookie-consent.ts).
    return false;
  }
}
