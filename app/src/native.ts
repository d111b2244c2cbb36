/**
 * The native side of the bridge from Capacitor's official plugins (@capacitor/app, /device,
 * /push-notifications, /browser). The shop is a remote page in the web view: Capacitor's runtime
 * is there (`window.Capacitor`, injected by its native layer) but none of the plugins' npm code,
 * so the plugins are reached by name through `Capacitor.registerPlugin`, exactly what those
 * packages do. The types below are the few members used, as the plugins document them.
 */
import type { DeviceInfo, NativeSide, PushMessage } from './bridge';

interface Listenable {
  addListener(event: string, listener: (value: never) => void): Promise<unknown>;
}
interface AppPlugin extends Listenable {
  getInfo(): Promise<{ version: string; build: string }>;
}
interface DevicePlugin {
  getId(): Promise<{ identifier: string }>;
  getInfo(): Promise<{
    model: string;
    platform: string;
    osVersion: string;
    manufacturer: string;
  }>;
}
interface PushPlugin extends Listenable {
  checkPermissions(): Promise<{ receive: string }>;
  requestPermissions(): Promise<{ receive: string }>;
  register(): Promise<void>;
}
interface BrowserPlugin {
  open(options: { url: string }): Promise<void>;
}
export interface CapacitorRuntime {
  getPlatform(): string;
  registerPlugin<T>(name: string): T;
}

interface Notification {
  title?: string;
  body?: string;
  data?: Record<string, unknown>;
}

export function capacitorNative(capacitor: CapacitorRuntime): NativeSide {
  const app = capacitor.registerPlugin<AppPlugin>('App');
  const device = capacitor.registerPlugin<DevicePlugin>('Device');
  const push = capacitor.registerPlugin<PushPlugin>('PushNotifications');
  const browser = capacitor.registerPlugin<BrowserPlugin>('Browser');
  let token: Promise<string | undefined> | undefined;

  return {
    async deviceInfo(): Promise<DeviceInfo> {
      const [{ identifier }, info] = await Promise.all([device.getId(), device.getInfo()]);
      return {
        uuid: identifier,
        platform: info.platform,
        model: info.model,
        osVersion: info.osVersion,
        manufacturer: info.manufacturer,
      };
    },
    pushToken() {
      // Registered once per run: a second sign-in gets the same token.
      token ??= (async () => {
        let { receive } = await push.checkPermissions();
        if (receive === 'prompt' || receive === 'prompt-with-rationale')
          ({ receive } = await push.requestPermissions());
        if (receive !== 'granted') return undefined;
        return new Promise<string | undefined>((resolve) => {
          void push.addListener('registration', (value: { value: string }) => resolve(value.value));
          void push.addListener('registrationError', () => resolve(undefined));
          void push.register();
        });
      })();
      return token;
    },
    openUrl: (url) => browser.open({ url }),
    onResume: (listener) => void app.addListener('resume', listener),
    onPushTap: (listener) =>
      void push.addListener(
        'pushNotificationActionPerformed',
        (action: { notification: Notification }) => listener(action.notification.data ?? {}),
      ),
    onPushReceived: (listener) =>
      void push.addListener('pushNotificationReceived', (notification: Notification) =>
        listener({
          title: notification.title,
          body: notification.body,
          data: notification.data ?? {},
        } satisfies PushMessage),
      ),
  };
}
