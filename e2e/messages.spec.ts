import type { Page } from '@playwright/test';
import {
  clientUuidOf,
  expect,
  expectNoAxeViolations,
  faultsFor,
  signInFreshShopper,
  test,
  waitForShell,
} from './fixtures';

/**
 * 'Archivio Messaggi' (issue 29; spec: account §2 news-list): the shopper's messages newest first,
 * opened in place and marked read, the top bar's unread count following; the empty state, a
 * failing load said in place, the keyboard alone, axe. Each journey has a fresh shopper of its
 * own (a copy of Mario with his three messages, two unread), never a shared demo account.
 */
const PAGE = '/profile/news-list';

const badge = (page: Page) => page.locator('[data-unread]');
const message = (page: Page, title: string) =>
  page.getByRole('button', { name: new RegExp(title) });

async function openArchive(page: Page) {
  await page.goto(PAGE);
  await expect(page.getByRole('heading', { level: 1, name: 'Archivio Messaggi' })).toBeVisible();
  await waitForShell(page);
}

test.describe('the message archive', () => {
  test('given two unread messages, then the list is newest first and opening one makes it read and the count drop', async ({
    consentGiven: page,
  }) => {
    await signInFreshShopper(page, { like: 1001, messages: true });
    await page.goto('/profile/dashboard');
    await waitForShell(page);
    // The top bar knows the count on any page, asked once by the browser.
    await expect(page.getByRole('link', { name: '2 messaggi non letti' })).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Archivio Messaggi' }).first().click();
    await expect(page).toHaveURL(new RegExp(`${PAGE}$`));
    await waitForShell(page);

    const titles = page.locator('.messages__title');
    await expect(titles).toHaveText([
      'Il tuo buono sconto',
      'Nuovi orari di consegna',
      'Benvenuto in Sporta',
    ]);
    const newest = message(page, 'Il tuo buono sconto');
    await expect(newest).toHaveAccessibleName(
      /^Da leggere Il tuo buono sconto Inviato il \d{2}\/\d{2}\/\d{4}$/,
    );
    await expect(message(page, 'Benvenuto in Sporta')).toHaveAccessibleName(/^Letto /);
    await expect(newest).toBeEnabled();
    await expect(newest).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByText('Hai ricevuto un buono di 5 €')).toBeHidden();

    await newest.click();
    await expect(newest).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText('Hai ricevuto un buono di 5 €')).toBeVisible();
    await expect(newest).toHaveAccessibleName(/^Letto Il tuo buono sconto/);
    await expect(page.getByRole('link', { name: '1 messaggio non letto' })).toBeVisible();

    // The HTML body arrives sanitised, shown as markup, not as text.
    await message(page, 'Nuovi orari di consegna').click();
    await expect(page.locator('.messages__body strong', { hasText: 'la sera' })).toBeVisible();
    await expect(badge(page)).toBeHidden();
    await expectNoAxeViolations(page);

    // Read on the server: a reload keeps both read, and no badge.
    await openArchive(page);
    await expect(message(page, 'Il tuo buono sconto')).toHaveAccessibleName(/^Letto /);
    await expect(message(page, 'Nuovi orari di consegna')).toHaveAccessibleName(/^Letto /);
    await expect(badge(page)).toBeHidden();
  });

  test('given a signed-in shopper browsing, then the count is asked once, not on every page', async ({
    consentGiven: page,
  }) => {
    await signInFreshShopper(page, { like: 1001, messages: true });
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/ebsn/api/user-messages/unread')) asked.push(request.url());
    });
    await page.goto('/');
    await waitForShell(page);
    await expect(page.getByRole('link', { name: '2 messaggi non letti' })).toBeVisible();
    await page.goto('/profile/dashboard');
    await waitForShell(page);
    await expect(page.getByRole('link', { name: '2 messaggi non letti' })).toBeVisible();
    await page.goto('/profile/orders');
    await waitForShell(page);
    await expect(page.getByRole('link', { name: '2 messaggi non letti' })).toBeVisible();
    expect(asked).toHaveLength(1);
  });

  test('given a shopper without messages, then the page says there are none and no badge shows', async ({
    consentGiven: page,
  }) => {
    await signInFreshShopper(page);
    await openArchive(page);
    await expect(page.getByRole('heading', { name: 'Nessun messaggio' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'I tuoi messaggi' })).toHaveCount(0);
    await expect(badge(page)).toBeHidden();
    await expectNoAxeViolations(page);
  });

  test('given the list failing, then the page says so in place', async ({
    consentGiven: page,
    context,
    request,
  }) => {
    await signInFreshShopper(page, { like: 1001, messages: true });
    const clientUuid = await clientUuidOf(context);
    await faultsFor(request, clientUuid, [{ path: 'user-messages/list', envelopeErrorRate: 1 }]);
    try {
      await openArchive(page);
      await expect(page.getByRole('alert')).toContainText(
        'Non riusciamo a caricare i tuoi messaggi ora',
      );
    } finally {
      await faultsFor(request, clientUuid, []);
    }
  });

  test('given the keyboard only, then a message opens, is read and closes again', async ({
    consentGiven: page,
  }) => {
    await signInFreshShopper(page, { like: 1001, messages: true });
    await openArchive(page);
    await expect(page.getByRole('link', { name: '2 messaggi non letti' })).toBeVisible();
    const newest = message(page, 'Il tuo buono sconto');
    await expect(newest).toBeEnabled();
    // Tab from the top of the page until the first message has the focus.
    for (let presses = 0; presses < 60; presses += 1) {
      if (await newest.evaluate((element) => element === document.activeElement)) break;
      await page.keyboard.press('Tab');
    }
    await expect(newest).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(newest).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText('Hai ricevuto un buono di 5 €')).toBeVisible();
    await expect(page.getByRole('link', { name: '1 messaggio non letto' })).toBeVisible();
    await page.keyboard.press('Space');
    await expect(newest).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByText('Hai ricevuto un buono di 5 €')).toBeHidden();
    await expect(newest).toBeFocused();
  });
});
