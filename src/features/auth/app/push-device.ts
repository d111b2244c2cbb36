/**
 * Push registration after sign-in, inside the app wrapper only (spec: shopping §4 "registers a
 * push device when push is enabled"). Its own chunk: a browser never loads the devices calls.
 */
import { devicesArea, type EbsnCore } from '@sporta/sdk';
import { runsInAppWrapper } from './app-wrapper';

export async function registerPushDevice(core: EbsnCore): Promise<boolean> {
  if (!runsInAppWrapper()) return false;
  const device = await window.sportaApp?.pushDevice();
  if (!device) return false;
  await devicesArea(core).register(device);
  return true;
}

/** At logout, inside the app wrapper: this device no longer receives the shopper's pushes. */
export async function unregisterPushDevice(
  core: EbsnCore,
  platform: string,
  uuid: string,
): Promise<void> {
  await devicesArea(core).unregister(platform, uuid);
}
