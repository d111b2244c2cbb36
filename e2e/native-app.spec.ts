import type { Page } from '@playwright/test';
import { buildSync } from 'esbuild';
import { BACKEND_PORT } from '../playwright.config';
import { expect, expectNoAxeViolations, freshShopper, test, waitForShell } from './fixtures';

/**
 * The mobile app (issue 30 "A real wrapper", "Push"; spec: account §2 Push, §3 Device
 * registration, §7 Devices): the shop in a browser with the app's bridge (app/src/bridge.ts)
 * installed at document start, as the app's native layer does, on a fake native side standing
 * for Capacitor's plugins. Sign-in registers the device with its fields and logout unregisters
 * it (read back from the reference backend), a push tapped in the background opens its shop
 * target and never a foreign one, a push in the foreground offers its target in a toast.
 */
const BACKEND = `http://127.0.0.1:${BACKEND_PORT}`;

/** The bridge as the app's build bundles it, for the browser. */
const BRIDGE = buildSync({
  entryPoints: ['app/src/bridge.ts'],
  bundle: true,
  format: 'iife',
  globalName: 'SportaBridge',
  target: 'es2022',
  write: false,
}).outputFiles[0]?.text;

interface FakeDevice {
  uuid: string;
  token: string;
  /** The app was opened by tapping a push with this nav_to: told to the first page's listener. */
  launchedByTap?: string;
}

/** Installs the bridge on a fake native side in every page of `page`; the test drives it. */
async function runAsApp(page: Page, device: FakeDevice) {
  await page.addInitScript(`${BRIDGE}
(() => {
  if (window.top !== window) return;
  const listeners = { resume: [], tap: [], received: [] };
  window.__fakeNative = {
    tap: (data) => listeners.tap.forEach((listener) => listener(data)),
    receive: (push) => listeners.received.forEach((listener) => listener(push)),
  };
  SportaBridge.installSportaApp(window, {
    deviceInfo: async () => ({
      uuid: ${JSON.stringify(device.uuid)},
      platform: 'android',
      model: 'Pixel 8',
      osVersion: '15',
      manufacturer: 'Google',
    }),
    pushToken: async () => ${JSON.stringify(device.token)},
    openUrl: async () => undefined,
    onResume: (listener) => listeners.resume.push(listener),
    onPushTap: (listener) => {
      listeners.tap.push(listener);
      // As Capacitor keeps the tap that launched the app for the first listener.
      const launchedBy = ${JSON.stringify(device.launchedByTap ?? null)};
      if (launchedBy && !sessionStorage.getItem('fake-native-launch-told')) {
        sessionStorage.setItem('fake-native-launch-told', '1');
        listener({ nav_to: launchedBy });
      }
    },
    onPushReceived: (listener) => listeners.received.push(listener),
  }, {
    appVersion: '2.4.0',
    storeUrl: 'https://play.google.com/store/apps/details?id=it.sporta.app.dev',
    pushEnabled: true,
    pageModule: '/app/page.js',
  });
})();`);
}

const aDevice = (): FakeDevice => {
  const id = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  return { uuid: `E2E-DEVICE-${id}`, token: `E2E-PUSH-${id}` };
};

const devicesOf = async (page: Page, uuid: string) => {
  const answer = await page.request.get(`${BACKEND}/_dev/devices?uuid=${uuid}`);
  return ((await answer.json()) as { devices: Record<string, unknown>[] }).devices;
};

const accountMenu = (page: Page) => page.getByRole('button', { name: /, Il mio account$/ });

async function openHome(page: Page) {
  await page.goto('/');
  await waitForShell(page);
}

test.describe('the app bridge', () => {
  test('sign-in registers the device with its fields, logout unregisters it', async ({ page }) => {
    const device = aDevice();
    await runAsApp(page, device);
    const shopper = await freshShopper(page);
    await page.goto('/login');
    await waitForShell(page);
    await page.getByRole('textbox', { name: 'E-mail' }).fill(shopper.login);
    await page.getByLabel(/^Password( \*)?$/).fill('Segreta1');
    await page.getByRole('button', { name: 'Accedi', exact: true }).click();
    await expect(accountMenu(page)).toBeVisible();
    await expect
      .poll(() => devicesOf(page, device.uuid))
      .toEqual([
        {
          uuid: device.uuid,
          platform: 'android',
          userId: shopper.userId,
          externalId: device.token,
          model: 'Pixel 8',
          platformVersion: '15',
          manufacturer: 'Google',
          active: true,
        },
      ]);

    await waitForShell(page);
    await accountMenu(page).click();
    await page
      .getByRole('list', { name: 'Menu del mio account' })
      .getByRole('button', { name: 'Esci' })
      .click();
    await expect(page).toHaveURL(/\/$/);
    await expect(accountMenu(page)).toHaveCount(0);
    expect(await devicesOf(page, device.uuid)).toMatchObject([
      { uuid: device.uuid, active: false },
    ]);
  });

  test('a push tapped in the background opens its shop target, never a foreign one', async ({
    page,
  }) => {
    await runAsApp(page, aDevice());
    await openHome(page);
    const opened: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest()) opened.push(request.url());
    });
    const tap = (navTo: string) =>
      page.evaluate((target) => {
        (window as unknown as { __fakeNative: { tap(data: object): void } }).__fakeNative.tap({
          nav_to: target,
        });
      }, navTo);

    for (const foreign of ['https://evil.example/faq', '//evil.example/faq', 'javascript:alert(1)'])
      await tap(foreign);
    // The shop's own target after the foreign ones: once there, they had their chance to leave.
    await tap('/faq');
    await expect(page).toHaveURL(/\/faq$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(opened.map((url) => new URL(url).pathname)).toEqual(['/faq']);
    expect(opened.every((url) => !url.includes('evil.example'))).toBe(true);
  });

  test('a push tapped while the app was closed opens the app at its target', async ({ page }) => {
    await runAsApp(page, { ...aDevice(), launchedByTap: '/faq' });
    // The app opens the shop's start page; the bridge then follows the tap that launched it.
    await page.goto('/', { waitUntil: 'commit' });
    await expect(page).toHaveURL(/\/faq$/);
    await waitForShell(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('a push in the foreground shows a toast; "Apri" with the keyboard goes there', async ({
    page,
  }) => {
    await runAsApp(page, aDevice());
    await openHome(page);
    await page.evaluate(() => {
      (window as unknown as { __fakeNative: { receive(push: object): void } }).__fakeNative.receive(
        {
          title: 'Offerta del giorno',
          body: 'Domande frequenti aggiornate',
          data: { nav_to: '/faq' },
        },
      );
    });
    const notices = page.getByRole('region', { name: 'Notifiche' });
    await expect(notices.getByRole('status')).toHaveText(
      'Offerta del giorno Domande frequenti aggiornate',
    );
    const open = notices.getByRole('link', { name: 'Apri' });
    await expect(open).toHaveAttribute('href', '/faq');
    await expectNoAxeViolations(page, 'section[aria-label="Notifiche"]');
    // A real link, so in the Tab order; followed with Enter, not a click.
    expect(await open.evaluate((link) => (link as HTMLAnchorElement).tabIndex)).toBe(0);
    await open.focus();
    await expect(open).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/faq$/);
  });

  test('a foreground push with a foreign target tells without offering to go', async ({ page }) => {
    await runAsApp(page, aDevice());
    await openHome(page);
    await page.evaluate(() => {
      (window as unknown as { __fakeNative: { receive(push: object): void } }).__fakeNative.receive(
        {
          body: 'Guarda qui',
          data: { nav_to: 'https://evil.example/' },
        },
      );
    });
    const notices = page.getByRole('region', { name: 'Notifiche' });
    await expect(notices.getByRole('status')).toHaveText('Nuova notifica Guarda qui');
    await expect(notices.getByRole('link')).toHaveCount(0);
  });
});

test.describe('deep links', () => {
  for (const path of ['/.well-known/assetlinks.json', '/.well-known/apple-app-site-association'])
    test(`${path} is served as JSON, without redirect, with the development app`, async ({
      request,
    }) => {
      const answer = await request.get(path, { maxRedirects: 0 });
      expect(answer.status()).toBe(200);
      expect(answer.headers()['content-type']).toBe('application/json');
      expect(JSON.stringify(await answer.json())).toContain('it.sporta.app.dev');
    });

  test('a browser page loads none of the app', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await openHome(page);
    expect(await page.evaluate(() => 'sportaApp' in window)).toBe(false);
    expect(scripts.filter((path) => path.startsWith('/app/'))).toEqual([]);
  });
});
