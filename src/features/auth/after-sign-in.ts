/**
 * What follows a sign-in, in one chunk loaded only then (the login form's budget, /login 100 KB):
 * the login tracked once (login-tracking.ts), reported to analytics if the shopper consented
 * (features/analytics), then, inside the app wrapper, the device registered for push (push-device.ts).
 */
import { backgroundCore } from '../../shell/hydration/background-core';
import { ebsnCore } from '../../shell/hydration/ebsn';
import { reportLogin } from '../analytics';
import { runsInAppWrapper } from './app/app-wrapper';
import { registerPushDevice, unregisterPushDevice } from './app/push-device';
import { trackLogin } from './login-tracking';

export async function afterSignIn(userId: number): Promise<void> {
  await trackLogin(userId);
  // Never in the way of the sign-in: a failed analytics chunk only loses the event.
  await reportLogin().catch(() => undefined);
  if (!runsInAppWrapper()) return;
  await registerPushDevice(ebsnCore()).catch(() => undefined);
}

/**
 * At logout, inside the app (app-page.ts, /app/page.js): the device no longer receives this
 * shopper's pushes. From this chunk, which has the devices calls already; a request the shopper
 * did not ask for: no overlay, no toast (background-core.ts).
 */
export function unregisterAppDevice(platform: string, uuid: string): Promise<void> {
  return unregisterPushDevice(backgroundCore(), platform, uuid);
}
