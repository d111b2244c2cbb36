/**
 * The native app wrapper (app/, its bridge app/src/bridge.ts) runs the shop in a web view and
 * tells it so with `window.sportaApp`; push registration after sign-in happens only there (spec: shopping §4
 * "registers a push device when push is enabled"). In a browser nothing is called.
 */
import type { Device } from '@sporta/sdk';

interface AppWrapper {
  /** The device as the wrapper's push service knows it; undefined when push is off. */
  pushDevice(): Device | undefined | Promise<Device | undefined>;
  /** The app's own version, for the version check (app/src/bridge.ts). */
  appVersion?(): string | undefined;
  /** Opens the app's page in its store: the update dialog's way to update in the app. */
  openStore?(): void | Promise<void>;
}

declare global {
  interface Window {
    sportaApp?: AppWrapper;
  }
}

export function runsInAppWrapper(): boolean {
  return typeof window !== 'undefined' && typeof window.sportaApp?.pushDevice === 'function';
}
