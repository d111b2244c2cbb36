/**
 * The native side of the bridge from Capacitor's official plugins (@capacitor/app, /device,
 * /push-notifications, /browser, /filesystem, /file-viewer). The shop is a remote page in the web view: Capacitor's runtime
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
interface FilesystemPlugin {
  /** `data` in base64 (binary); `directory` is the `Directory` enum's value. */
  writeFile(options: { path: string; data: string; directory: 'CACHE' }): Promise<{ uri: string }>;
}
interface FileViewerPlugin {
  openDocumentFromLocalPath(options: { path: string }): Promise<void>;
}

/**
 * @capacitor/file-viewer's code for "There is no app to open this file" (its README, Errors;
 * Android: iOS shows the document itself, in Quick Look).
 */
export const NO_APP_FOR_FILE = 'OS-PLUG-FLVW-0010';
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
  const filesystem = capacitor.registerPlugin<FilesystemPlugin>('Filesystem');
  const fileViewer = capacitor.registerPlugin<FileViewerPlugin>('FileViewer');
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
    // spec: account §8 'Nessuna App disponibile per aprire il documento': false is that case
    // only; any other failure rejects, and the page says 'Errore apertura fattura'.
    async openDocument(file, name) {
      if (!isSafeFileName(name)) throw new Error(`unsafe document name ${JSON.stringify(name)}`);
      // The cache: the system may clear it, and a document opened again is simply written again.
      const { uri } = await filesystem.writeFile({
        path: name,
        data: await base64Of(file),
        directory: 'CACHE',
      });
      try {
        await fileViewer.openDocumentFromLocalPath({ path: uri });
        return true;
      } catch (error) {
        if ((error as { code?: unknown } | null)?.code === NO_APP_FOR_FILE) return false;
        throw error;
      }
    },
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

/**
 * A name for a file of the cache's own folder, as the page gives it (`fattura-886.pdf`): no folder
 * (`/`, `\`), no way out of it (`..`), nothing unprintable; the viewer needs its extension.
 */
export function isSafeFileName(name: string): boolean {
  return (
    name.length > 0 &&
    name.length <= 255 &&
    !/[/\\]|\.\.|\p{Cc}/u.test(name) &&
    /^[^.].*\.[A-Za-z0-9]+$/.test(name)
  );
}

/** Filesystem writes binary data given in base64 (a Blob only on the web). */
async function base64Of(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  // In slices: String.fromCharCode takes the bytes as arguments, more than a call allows at once.
  for (let at = 0; at < bytes.length; at += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  return btoa(binary);
}
