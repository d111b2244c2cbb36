/**
 * Login tracking (spec: shopping §4 "Successful login … tracks the login"; account §7 POST
 * customer-lifetime/user_info with userId): one call per sign-in, on the quiet core — the shopper
 * did not ask for it, so no overlay and no toast, and its failure never keeps anyone out.
 */
import { devicesArea } from '@sporta/sdk';
import { backgroundCore } from '../../shell/hydration/background-core';

export async function trackLogin(userId: number): Promise<void> {
  await devicesArea(backgroundCore())
    .customerLifetime(userId)
    .catch(() => undefined);
}
