/**
 * The page side of the mobile app, loaded by the app's bridge (app/src/bridge.ts) from its
 * stable address `/app/page.js` when it needs the page: never by a browser page, so the shop's
 * pages carry none of it (issue 30: 0 bytes on /login, / and /faq). Built as its own entry by
 * astro.config.mjs (`sporta-app-page`) in the same build as the pages, so the toasts it shows
 * are the page's own store and its calls the page's SDK and session. In auth, beside the
 * device's registration: it imports only what every page has (i18n, the toasts) and loads the
 * devices calls with after-sign-in.ts, the chunk a sign-in loads, imported the same way (on
 * demand). Anything shared statically would cut the pages' chunks anew: a chunk more in the
 * sign-in's preload list, or a helper in every page's runtime (/login's 100 KB budget).
 */
import { addMessages, t } from '@sporta/i18n';
import { nativeApp } from '@sporta/i18n/messages/native-app';
import { showToast } from '../../../shell/overlay/toasts';

addMessages(nativeApp);

/** Long enough to read and reach "Apri" with the keyboard; the shopper may close it before. */
export const PUSH_NOTICE_DURATION_MS = 20_000;

export interface PushNotice {
  title?: string | undefined;
  body?: string | undefined;
  /** A shop path (nav-target.ts already applied); without it the notice only tells. */
  path?: string | undefined;
}

/** A push that arrived while the app is open (spec: account §2): a toast offering its target. */
export function showPushNotice({ title, body, path }: PushNotice): void {
  showToast({
    kind: 'info',
    title: title?.trim() || t('app.push.title'),
    message: body?.trim() ?? '',
    duration: PUSH_NOTICE_DURATION_MS,
    ...(path ? { action: { label: t('app.push.open'), href: path } } : {}),
  });
}

/**
 * The device stops receiving this shopper's pushes (spec: account §7 unregister with platform
 * and uuid), before the session ends. A request the shopper did not ask for: no overlay, no toast.
 */
export async function unregisterDevice(platform: string, uuid: string): Promise<void> {
  await (await import('../after-sign-in')).unregisterAppDevice(platform, uuid);
}
