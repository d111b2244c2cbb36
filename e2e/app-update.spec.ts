import type { Page } from '@playwright/test';
import { BACKEND_PORT } from '../playwright.config';
import {
  clientUuidOf,
  expect,
  expectNoAxeViolations,
  signInFreshShopper,
  test,
  waitForShell,
} from './fixtures';

/**
 * The version check, the update dialog and the idle reload (issue 30; spec: shopping §1, §2
 * "upgrade-version dialog", §9, account §4 "App lifecycle"): a newer version.json announced to
 * this browser only (the backend's `/_dev/version`), checks every ten minutes of the browser's
 * clock (Playwright's, moved on by hand), 'Più tardi' asking again at the next check, a form
 * being typed never lost, and a return after 31 minutes reloading the page where it was.
 */
const BACKEND = `http://127.0.0.1:${BACKEND_PORT}`;
const TEN_MINUTES = '10:00';
const UPDATE_TITLE = 'È disponibile una nuova versione di Sporta';

/** version.json tells this browser `version` is the latest (null: back to the shop's own). */
async function announce(page: Page, version: string | null): Promise<void> {
  // A guest's shared page gives no installation id; the first call through the proxy does.
  await page.evaluate(() =>
    fetch('/ebsn/api/version.json', { headers: { 'x-sporta-request': '1' } }),
  );
  const clientUuid = await clientUuidOf(page.context());
  expect(clientUuid, 'the browser has its installation id').not.toBe('');
  const answer = await page.request.post(`${BACKEND}/_dev/version?clientUuid=${clientUuid}`, {
    data: { version },
  });
  expect(answer.ok()).toBe(true);
}

/** Counts the shop's version checks and what they found (the `sporta:version-checked` contract). */
async function recordChecks(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const found: boolean[] = [];
    (window as unknown as { versionChecks: boolean[] }).versionChecks = found;
    window.addEventListener('sporta:version-checked', (event) => {
      found.push((event as CustomEvent<{ newer: boolean }>).detail.newer);
    });
  });
}

const checks = (page: Page) =>
  page.evaluate(() => (window as unknown as { versionChecks: boolean[] }).versionChecks);

/** A mark on this document: gone once the page has reloaded. */
const markDocument = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as { notReloaded: boolean }).notReloaded = true;
  });
const reloaded = (page: Page) =>
  page
    .evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded !== true)
    // Asked while the page reloads: not yet.
    .catch(() => false);

/** The page goes out of sight (another tab, the phone locked) and comes back after `away`. */
async function awayFor(page: Page, away: string): Promise<void> {
  await page.evaluate(() => {
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await page.clock.fastForward(away);
  await page.evaluate(() => {
    // Back to the document's own (visible) state.
    Reflect.deleteProperty(document, 'hidden');
    Reflect.deleteProperty(document, 'visibilityState');
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

const updateDialog = (page: Page) => page.getByRole('alertdialog', { name: UPDATE_TITLE });

test.describe('the version check', () => {
  test('given a newer version, when ten minutes pass, then the dialog offers it; "Più tardi" asks again at the next check, not on return; "Aggiorna ora" by keyboard reloads', async ({
    consentGiven: page,
  }) => {
    await recordChecks(page);
    await page.goto('/faq');
    await waitForShell(page);
    await announce(page, '99.0.0');
    await markDocument(page);

    await page.clock.fastForward(TEN_MINUTES);
    const dialog = updateDialog(page);
    await expect(dialog).toBeVisible();
    expect(await checks(page)).toEqual([true]);
    await expect(dialog).toContainText('Aggiorna la pagina per usare la nuova versione.');
    await expectNoAxeViolations(page, '[data-update-dialog]');
    // 'Più tardi' comes first and has the focus: Enter never reloads by accident.
    await expect(dialog.getByRole('button', { name: 'Più tardi' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();

    // Back after a minute: checked again, not asked again.
    await awayFor(page, '01:00');
    await expect.poll(() => checks(page)).toEqual([true, true]);
    await expect(dialog).toBeHidden();

    await page.clock.fastForward(TEN_MINUTES);
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Aggiorna ora' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect.poll(() => reloaded(page)).toBe(true);
    await expect(page).toHaveURL(/\/faq$/);
    await waitForShell(page);
    await expect(updateDialog(page)).toBeHidden();
  });

  test('given the same version as the build, then the check finds nothing newer and asks nothing', async ({
    consentGiven: page,
  }) => {
    await recordChecks(page);
    await page.goto('/faq');
    await waitForShell(page);
    await page.clock.fastForward(TEN_MINUTES);
    await expect.poll(() => checks(page)).toEqual([false]);
    await expect(updateDialog(page)).toBeHidden();
  });

  test('given a form half typed, then neither the update nor a long absence loses it: "Aggiorna ora" asks first', async ({
    consentGiven: page,
  }) => {
    await recordChecks(page);
    await page.goto('/reset-password-request');
    await waitForShell(page);
    const email = page.getByRole('textbox', { name: 'E-mail' });
    await email.fill('mario.rossi@exa');
    await markDocument(page);

    // 31 minutes away with the form typed: no reload, the text is still there.
    await awayFor(page, '31:00');
    await expect.poll(async () => (await checks(page)).length).toBeGreaterThan(0);
    expect(await reloaded(page)).toBe(false);
    await expect(email).toHaveValue('mario.rossi@exa');

    await announce(page, '99.0.0');
    await page.clock.fastForward(TEN_MINUTES);
    const dialog = updateDialog(page);
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Aggiorna ora' }).click();
    await expect(dialog).toContainText('Stai compilando un modulo');
    await expectNoAxeViolations(page, '[data-update-dialog]');
    await dialog.getByRole('button', { name: 'Più tardi' }).click();
    await expect(dialog).toBeHidden();
    await expect(email).toHaveValue('mario.rossi@exa');
    expect(await reloaded(page)).toBe(false);

    // The shopper may still choose to lose it.
    await page.clock.fastForward(TEN_MINUTES);
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Aggiorna ora' }).click();
    await dialog.getByRole('button', { name: 'Aggiorna comunque' }).click();
    await expect.poll(() => reloaded(page)).toBe(true);
    await expect(page).toHaveURL(/\/reset-password-request$/);
  });
});

test.describe('a cart change in flight', () => {
  /** A seeded Pezzo (reference-backend/seed), as in e2e/cart.spec.ts. */
  const BISCUITS = { slug: 'mulino-bianco-biscotti-frollini-800-g', name: 'Biscotti frollini' };

  test('given an add being saved, then "Aggiorna ora" waits for its answer, then reloads with the line in the cart', async ({
    consentGiven: page,
  }) => {
    await signInFreshShopper(page, { slotChosen: true });
    await page.goto(`/product/${BISCUITS.slug}`);
    await waitForShell(page);
    await announce(page, '99.0.0');
    // The cart's answers are held until the journey lets them go: a change "in flight".
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/ebsn/api/cart/add*', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('button', { name: `Aggiungi ${BISCUITS.name} al carrello` }).click();
    // The cart shows the line at once and says it is being saved.
    await expect(page.locator('.cart-slot__stepper[aria-busy="true"]')).toHaveCount(1);
    await markDocument(page);

    // Checked on a quick return, not after ten minutes: the SDK's 30-second deadline would end
    // the held request first.
    await awayFor(page, '00:01');
    const dialog = updateDialog(page);
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Aggiorna ora' }).click();
    await expect(dialog).toContainText('Stiamo salvando le ultime modifiche al carrello');
    expect(await reloaded(page)).toBe(false);

    release();
    await expect.poll(() => reloaded(page)).toBe(true);
    await waitForShell(page);
    await expect(
      page.getByRole('spinbutton', { name: `Quantità di ${BISCUITS.name}` }),
    ).toHaveAttribute('aria-valuetext', '1 pz');
  });
});

test.describe('the idle reload', () => {
  test('given the shopper away 31 minutes, when the page is seen again, then it reloads at once where it was; after 29 minutes it does not', async ({
    consentGiven: page,
  }) => {
    await recordChecks(page);
    await page.goto('/category/pasta');
    await waitForShell(page);
    await markDocument(page);

    // The resume checks the version (and the ten-minute timer may have fired on the way).
    await awayFor(page, '29:00');
    await expect.poll(async () => (await checks(page)).length).toBeGreaterThan(0);
    expect(await reloaded(page)).toBe(false);

    await awayFor(page, '31:00');
    await expect.poll(() => reloaded(page)).toBe(true);
    await expect(page).toHaveURL(/\/category\/pasta$/);
    await waitForShell(page);
  });

  test('given the app wrapper resuming after 31 minutes, then the page reloads', async ({
    consentGiven: page,
  }) => {
    await page.goto('/faq');
    await waitForShell(page);
    await markDocument(page);
    await page.clock.fastForward('31:00');
    await page.evaluate(() => window.dispatchEvent(new Event('sporta:resume')));
    await expect.poll(() => reloaded(page)).toBe(true);
    await expect(page).toHaveURL(/\/faq$/);
  });
});

test.describe('in the app', () => {
  test('given an app older than version.json, then "Aggiorna" opens the store instead of reloading', async ({
    consentGiven: page,
  }) => {
    await page.addInitScript(() => {
      const app = window as unknown as {
        sportaApp: object;
        storeOpened: number;
      };
      app.storeOpened = 0;
      app.sportaApp = {
        appVersion: () => Promise.resolve('5.9.0'),
        openStore: () => {
          app.storeOpened += 1;
        },
      };
    });
    await page.goto('/faq');
    await waitForShell(page);
    await markDocument(page);
    await awayFor(page, '00:05');
    const dialog = updateDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Scarica l’ultima versione dell’app dallo store.');
    await dialog.getByRole('button', { name: 'Aggiorna', exact: true }).click();
    await expect(dialog).toBeHidden();
    expect(
      await page.evaluate(() => (window as unknown as { storeOpened: number }).storeOpened),
    ).toBe(1);
    expect(await reloaded(page)).toBe(false);
  });
});
