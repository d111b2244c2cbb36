/**
 * The script the app's native layer runs at document start in the shop's pages (README: "The
 * bridge"): the bridge on Capacitor's plugins, with the settings stamped by scripts/build-bridge.mjs.
 * Outside the app (no native Capacitor) it does nothing.
 */
import { installSportaApp } from './bridge';
import { type CapacitorRuntime, capacitorNative } from './native';

declare const SPORTA_APP: {
  appVersion: string;
  storeUrls: Record<string, string>;
  pushEnabled: boolean;
};

const capacitor = (
  window as Window & { Capacitor?: CapacitorRuntime & { isNativePlatform(): boolean } }
).Capacitor;
if (capacitor?.isNativePlatform()) {
  installSportaApp(window, capacitorNative(capacitor), {
    appVersion: SPORTA_APP.appVersion,
    storeUrl: SPORTA_APP.storeUrls[capacitor.getPlatform()] ?? '',
    pushEnabled: SPORTA_APP.pushEnabled,
    pageModule: '/app/page.js',
  });
}
