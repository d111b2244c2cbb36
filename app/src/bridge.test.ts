// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { APP_RESUME_EVENT as SHELL_RESUME_EVENT } from '../../src/shell/app-update/app-lifecycle';
import {
  APP_RESUME_EVENT,
  type BridgeConfig,
  type BridgeWindow,
  installSportaApp,
  type NativeSide,
  type PageSide,
  type PushMessage,
} from './bridge';

/** The native side as the tests drive it: what the app's plugins would report. */
function fakeNative(token: string | null = 'PUSH-TOKEN-1') {
  const listeners = {
    resume: [] as (() => void)[],
    tap: [] as ((data: Record<string, unknown>) => void)[],
    received: [] as ((push: PushMessage) => void)[],
  };
  const native: NativeSide = {
    deviceInfo: vi.fn(async () => ({
      uuid: 'UUID-1',
      platform: 'android',
      model: 'Pixel 8',
      osVersion: '15',
      manufacturer: 'Google',
    })),
    pushToken: vi.fn(async () => token ?? undefined),
    openUrl: vi.fn(async () => undefined),
    onResume: (listener) => listeners.resume.push(listener),
    onPushTap: (listener) => listeners.tap.push(listener),
    onPushReceived: (listener) => listeners.received.push(listener),
  };
  return { native, listeners };
}

const CONFIG: BridgeConfig = {
  appVersion: '2.4.0',
  storeUrl: 'https://play.google.com/store/apps/details?id=it.sporta.app',
  pushEnabled: true,
  pageModule: '/app/page.js',
};

function fakePage() {
  return {
    showPushNotice: vi.fn<PageSide['showPushNotice']>(),
    unregisterDevice: vi.fn<PageSide['unregisterDevice']>(async () => undefined),
  };
}

/**
 * A window of its own per test (its document too, so no bridge of an earlier test listens),
 * whose location records where the bridge sends the shopper.
 */
function testWindow() {
  const assign = vi.fn();
  const win = Object.create(window, {
    location: {
      value: { origin: 'http://localhost:3000', href: 'http://localhost:3000/', assign },
    },
    document: { value: document.implementation.createHTMLDocument('shop') },
  }) as BridgeWindow;
  return { win, assign };
}

/** A form of `win`'s page, sent as the shopper's press would send it; true if it went ahead. */
function submit(win: BridgeWindow, action: string) {
  win.document.body.innerHTML = `<form method="post" action="${action}"><button>Invia</button></form>`;
  const form = win.document.querySelector('form') as HTMLFormElement;
  return form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
}

describe('the app bridge', () => {
  describe('pushDevice', () => {
    it('given push allowed, then the device with its token, as devicesArea.register takes it', async () => {
      const { native } = fakeNative();
      const app = installSportaApp(testWindow().win, native, CONFIG, async () => fakePage());
      expect(await app.pushDevice()).toEqual({
        externalId: 'PUSH-TOKEN-1',
        uuid: 'UUID-1',
        platform: 'android',
        model: 'Pixel 8',
        platformVersion: '15',
        manufacturer: 'Google',
      });
    });

    it('given push refused by the shopper, then no device', async () => {
      const { native } = fakeNative(null);
      const app = installSportaApp(testWindow().win, native, CONFIG, async () => fakePage());
      expect(await app.pushDevice()).toBeUndefined();
    });

    it('given push off in the settings, then no device and no permission asked', async () => {
      const { native } = fakeNative();
      const config = { ...CONFIG, pushEnabled: false };
      const app = installSportaApp(testWindow().win, native, config, async () => fakePage());
      expect(await app.pushDevice()).toBeUndefined();
      expect(native.pushToken).not.toHaveBeenCalled();
    });
  });

  it('installs window.sportaApp with the app version and the store link', async () => {
    const { native } = fakeNative();
    const { win } = testWindow();
    const app = installSportaApp(win, native, CONFIG, async () => fakePage());
    expect(win.sportaApp).toBe(app);
    expect(app.appVersion()).toBe('2.4.0');
    await app.openStore();
    expect(native.openUrl).toHaveBeenCalledWith(CONFIG.storeUrl);
  });

  it('passes a document to the native file opener, and offers none when the native side has none', async () => {
    const { native } = fakeNative();
    const { win } = testWindow();
    expect(
      installSportaApp(win, native, CONFIG, async () => fakePage()).openDocument,
    ).toBeUndefined();
    const openDocument = vi.fn(async () => false);
    const app = installSportaApp(win, { ...native, openDocument }, CONFIG, async () => fakePage());
    const file = new Blob(['%PDF']);
    await expect(app.openDocument?.(file, 'fattura-886.pdf')).resolves.toBe(false);
    expect(openDocument).toHaveBeenCalledWith(file, 'fattura-886.pdf');
  });

  it('when the app resumes, then the event the shell listens to is dispatched on window', () => {
    expect(APP_RESUME_EVENT).toBe(SHELL_RESUME_EVENT);
    const { native, listeners } = fakeNative();
    const { win } = testWindow();
    const resumed = vi.fn();
    window.addEventListener(APP_RESUME_EVENT, resumed);
    installSportaApp(win, native, CONFIG, async () => fakePage());
    for (const listener of listeners.resume) listener();
    expect(resumed).toHaveBeenCalledTimes(1);
    window.removeEventListener(APP_RESUME_EVENT, resumed);
  });

  describe('a push tapped in the background', () => {
    it('given a shop path, then the shop opens it', () => {
      const { native, listeners } = fakeNative();
      const { win, assign } = testWindow();
      installSportaApp(win, native, CONFIG, async () => fakePage());
      for (const listener of listeners.tap) listener({ nav_to: '/product/42' });
      expect(assign).toHaveBeenCalledWith('/product/42');
    });

    it.each([['https://evil.example/x'], ['javascript:alert(1)'], ['//evil.example'], [undefined]])(
      'given %j, then nothing opens',
      (navTo) => {
        const { native, listeners } = fakeNative();
        const { win, assign } = testWindow();
        installSportaApp(win, native, CONFIG, async () => fakePage());
        for (const listener of listeners.tap) listener({ nav_to: navTo });
        expect(assign).not.toHaveBeenCalled();
      },
    );
  });

  describe('a push received in the foreground', () => {
    it('given a shop path, then the page shows the notice offering it', async () => {
      const { native, listeners } = fakeNative();
      const page = fakePage();
      installSportaApp(testWindow().win, native, CONFIG, async () => page);
      for (const listener of listeners.received)
        listener({ title: 'Offerta', body: 'Pasta -20%', data: { nav_to: '/category/pasta' } });
      await vi.waitFor(() =>
        expect(page.showPushNotice).toHaveBeenCalledWith({
          title: 'Offerta',
          body: 'Pasta -20%',
          path: '/category/pasta',
        }),
      );
    });

    it('given a foreign target, then the notice tells without offering it', async () => {
      const { native, listeners } = fakeNative();
      const page = fakePage();
      installSportaApp(testWindow().win, native, CONFIG, async () => page);
      for (const listener of listeners.received)
        listener({ body: 'Guarda qui', data: { nav_to: 'https://evil.example' } });
      await vi.waitFor(() =>
        expect(page.showPushNotice).toHaveBeenCalledWith({ body: 'Guarda qui' }),
      );
    });
  });

  describe('logout', () => {
    let submitted: ReturnType<typeof vi.fn<() => void>>;
    beforeEach(() => {
      submitted = vi.fn<() => void>();
      vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(submitted);
    });
    afterEach(() => vi.restoreAllMocks());

    it('when "Esci" is pressed, then the device is unregistered before the form is sent', async () => {
      const { native } = fakeNative();
      const page = fakePage();
      const { win } = testWindow();
      installSportaApp(win, native, CONFIG, async () => page);
      expect(submit(win, '/logout')).toBe(false);
      await vi.waitFor(() => expect(submitted).toHaveBeenCalledTimes(1));
      expect(page.unregisterDevice).toHaveBeenCalledWith('android', 'UUID-1');
      expect(vi.mocked(page.unregisterDevice).mock.invocationCallOrder[0]).toBeLessThan(
        submitted.mock.invocationCallOrder[0] ?? 0,
      );
    });

    it('given the unregistration fails, then the shopper is logged out all the same', async () => {
      const { native } = fakeNative();
      const page = fakePage();
      vi.mocked(page.unregisterDevice).mockRejectedValue(new Error('offline'));
      const { win } = testWindow();
      installSportaApp(win, native, CONFIG, async () => page);
      submit(win, '/logout');
      await vi.waitFor(() => expect(submitted).toHaveBeenCalledTimes(1));
    });

    it('given push off, then logout goes ahead at once', () => {
      const { native } = fakeNative();
      const page = fakePage();
      const { win } = testWindow();
      installSportaApp(win, native, { ...CONFIG, pushEnabled: false }, async () => page);
      expect(submit(win, '/logout')).toBe(true);
      expect(page.unregisterDevice).not.toHaveBeenCalled();
    });

    it('given another form, then it is left alone', () => {
      const { native } = fakeNative();
      const page = fakePage();
      const { win } = testWindow();
      installSportaApp(win, native, CONFIG, async () => page);
      expect(submit(win, '/search')).toBe(true);
      expect(page.unregisterDevice).not.toHaveBeenCalled();
    });
  });
});
