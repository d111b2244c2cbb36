/**
 * Whether the API's version.json names a newer version than the running one: read through the
 * proxy on the quiet core (no loading overlay, no toast for a check the shopper did not ask for).
 * Its own chunk, loaded by version-check.ts, so the shell's entry names one chunk, not the SDK's.
 */
import { devicesArea } from '@sporta/sdk';
import { isOlderVersion } from '../../platform/app-version';
import { backgroundCore } from '../hydration/background-core';

export async function newerVersionOut(running: string | Promise<string>): Promise<boolean> {
  const [latest, current] = await Promise.all([
    devicesArea(backgroundCore()).latestVersion(),
    running,
  ]);
  return isOlderVersion(current, latest);
}
