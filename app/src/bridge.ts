/**
 * The bridge the app wrapper puts into the shop's web view: `window.sportaApp`, which the shop
 * already expects (src/features/auth/app/app-wrapper.ts), on top of the native side. It takes the
 * native parts as functions (native.ts: Capacitor's plugins in the app; a fake in the tests), so
 * every path the app takes runs in a browser too.
 *
 * What it does (spec: account §2 Push, §3 Device registration, §4 App lifecycle, §7 Devices):
 * - pushDevice(): the device and its push token, for `externalregistration/register` after sign-in;
 * - the logout form: the device is unregistered (`externalregistration/unregister`) first;
 * - a push tapped in the background: the shop opens its `nav_to`, a shop path only;
 * - a push received in the foreground: the shop's toast offering its `nav_to`;
 * - resume: `sporta:resume` on window (the version check and idle reload listen to it);
 * - appVersion(), openStore(): for the update dialog;
 * - openDocument(): a document the page fetched (the invoice), opened with an app of the device.
 * What needs the page (toasts, the SDK) is the shop's module `/app/page.js`, imported on demand.
 */
import { shopPathOf } from '../../src/features/native-app/nav-target';

export interface DeviceInfo {
  /** Capacitor Device.getId().identifier: stable per installation. */
  uuid: string;
  /** 'android' | 'ios' */
  platform: string;
  model?: string | undefined;
  osVersion?: string | undefined;
  manufacturer?: string | undefined;
}

export interface PushMessage {
  title?: string | undefined;
  body?: string | undefined;
  data: Record<string, unknown>;
}

/** The native side, as plain functions. */
export interface NativeSide {
  deviceInfo(): Promise<DeviceInfo>;
  /** Asks for permission and registers for push; the token, or undefined when refused. */
  pushToken(): Promise<string | undefined>;
  /** Opens an address outside the web view (the store's page). */
  openUrl(url: string): Promise<void>;
  onResume(listener: () => void): void;
  onPushTap(listener: (data: Record<string, unknown>) => void): void;
  onPushReceived(listener: (push: PushMessage) => void): void;
  /**
   * Saves a document and opens it with an app of the device; false when none opens its type.
   * Rejects when it could not be handed over. Optional: without it (a native side with no file
   * opener) the shop downloads as a browser does.
   */
  openDocument?(file: Blob, name: string): Promise<boolean>;
}

export interface BridgeConfig {
  /** The app's own version (stamped at its build). */
  appVersion: string;
  /** The store's page of the app for this platform. */
  storeUrl: string;
  /** spec: account §9 "push enabled". */
  pushEnabled: boolean;
  /** The shop's page-side module; `/app/page.js`. */
  pageModule: string;
}

/** What the bridge asks of the page (src/features/auth/app/app-page.ts). */
export interface PageSide {
  showPushNotice(notice: { title?: string; body?: string; path?: string }): void;
  unregisterDevice(platform: string, uuid: string): Promise<void>;
}

/** The device as @sporta/sdk's devicesArea().register takes it (`Device`). */
export interface PushDevice {
  externalId: string;
  uuid: string;
  platform: string;
  model?: string;
  platformVersion?: string;
  manufacturer?: string;
}

export interface SportaApp {
  pushDevice(): Promise<PushDevice | undefined>;
  appVersion(): string;
  openStore(): Promise<void>;
  /** The invoice PDF the page fetched (src/features/native-app/documents.ts, account §8). */
  openDocument?(file: Blob, name: string): Promise<boolean>;
}

/** The window the bridge is installed in: the web view's (a test's own in unit tests). */
export type BridgeWindow = Pick<Window, 'location' | 'document' | 'dispatchEvent'> & {
  HTMLFormElement: typeof HTMLFormElement;
  sportaApp?: unknown;
};

export const APP_RESUME_EVENT = 'sporta:resume';
const LOGOUT_PATH = '/logout';

export function toPushDevice(info: DeviceInfo, token: string): PushDevice {
  return {
    externalId: token,
    uuid: info.uuid,
    platform: info.platform,
    ...(info.model ? { model: info.model } : {}),
    ...(info.osVersion ? { platformVersion: info.osVersion } : {}),
    ...(info.manufacturer ? { manufacturer: info.manufacturer } : {}),
  };
}

/**
 * Installs `window.sportaApp` and the listeners; at document start, before the shop's scripts.
 * `loadPage` is the page-side module's import (a parameter so that unit tests give their own).
 */
export function installSportaApp(
  win: BridgeWindow,
  native: NativeSide,
  config: BridgeConfig,
  loadPage: () => Promise<PageSide> = () => import(/* @vite-ignore */ config.pageModule),
): SportaApp {
  // Asked once: the installation's id does not change while the app runs.
  let device: Promise<DeviceInfo> | undefined;
  const deviceInfo = () => {
    device ??= native.deviceInfo();
    return device;
  };
  const shopPath = (navTo: unknown) => shopPathOf(navTo, win.location.origin);

  const app: SportaApp = {
    async pushDevice() {
      if (!config.pushEnabled) return undefined;
      const [info, token] = await Promise.all([deviceInfo(), native.pushToken()]);
      return token ? toPushDevice(info, token) : undefined;
    },
    appVersion: () => config.appVersion,
    openStore: () => native.openUrl(config.storeUrl),
    ...(native.openDocument && { openDocument: native.openDocument.bind(native) }),
  };
  win.sportaApp = app;

  native.onResume(() => win.dispatchEvent(new Event(APP_RESUME_EVENT)));

  // A push tapped while the app was in the background: its target, when it is the shop's.
  native.onPushTap((data) => {
    const path = shopPath(data.nav_to);
    if (path) win.location.assign(path);
  });

  // A push while the shopper is in the app: told in place, going there is their choice.
  native.onPushReceived((push) => {
    const path = shopPath(push.data.nav_to);
    void loadPage().then((page) =>
      page.showPushNotice({
        ...(push.title ? { title: push.title } : {}),
        ...(push.body ? { body: push.body } : {}),
        ...(path ? { path } : {}),
      }),
    );
  });

  // "Esci" is a plain form post (src/pages/logout.astro): the device leaves the shopper first,
  // while the session still says whose it was; a failure never keeps the shopper signed in.
  win.document.addEventListener(
    'submit',
    (event) => {
      const form = event.target;
      if (!(form instanceof win.HTMLFormElement) || !config.pushEnabled) return;
      if (new URL(form.action, win.location.href).pathname !== LOGOUT_PATH) return;
      if (form.dataset.deviceUnregistered) return;
      event.preventDefault();
      form.dataset.deviceUnregistered = 'true';
      void Promise.all([deviceInfo(), loadPage()])
        .then(([info, page]) => page.unregisterDevice(info.platform, info.uuid))
        .catch(() => undefined)
        .finally(() => form.submit());
    },
    true,
  );
  return app;
}
