/**
 * What follows a sign-in, in one chunk loaded only then (the login form's budget, /login 100 KB):
 * the login tracked once (login-tracking.ts), then, inside the app wrapper, the device registered
 * for push (push-device.ts).
 */
import { ebsnCore } from '../../shell/ebsn';
import { runsInAppWrapper } from './app-wrapper';
import { trackLogin } from './login-tracking';
import { registerPushDevice } from './push-device';

export async function afterSignIn(userId: number): Promise<void> {
  await trackLogin(userId);
  if (!runsInAppWrapper()) return;
  await registerPushDevice(ebsnCore()).catch(() => undefined);
}
