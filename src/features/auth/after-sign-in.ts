/**
 * What follows a sign-in, in one chunk loaded only then (the login form's budget, /login 100 KB):
 * the login tracked once (login-tracking.ts), reported to analytics if the shopper consented
 * (features/analytics), then, inside the app wrapper, the device registered for push (push-device.ts).
 */
import { ebsnCore } from '../../shell/ebsn';
import { reportLogin } from '../analytics';
import { runsInAppWrapper } from './app-wrapper';
import { trackLogin } from './login-tracking';
import { registerPushDevice } from './push-device';

export async function afterSignIn(userId: number): Promise<void> {
  await trackLogin(userId);
  // Never in the way of the sign-in: a failed analytics chunk only loses the event.
  await reportLogin().catch(() => undefined);
  if (!runsInAppWrapper()) return;
  await registerPushDevice(ebsnCore()).catch(() => undefined);
}
