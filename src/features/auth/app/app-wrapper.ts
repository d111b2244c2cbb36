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
  /**
   * Opens a document the page fetched (the invoice PDF) with an app of the device: a web view
   * downloads nothing. Resolves false when no app of the device opens its type (spec: account §8
   * 'Nessuna App disponibile per aprire il documento'); rejects when it could not be handed over.
   */
  openDocument?(file: Blob, name: string): Promise<boolean>;
}

declare global {
  interface Window {
    sportaApp?: AppWrapper;
  }
}

export function runsInAppWrapper(): boolean {
  return typeof window !== 'undefined' && typeof window.sportaApp?.pushDevice === 'function';
}
