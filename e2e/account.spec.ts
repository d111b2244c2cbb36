import type { Locator, Page } from '@playwright/test';
import {
  clientUuidOf,
  expect,
  expectNoAxeViolations,
  failedRequest,
  faultsFor,
  freshShopper,
  signInFreshShopper,
  test,
  waitForShell,
} from './fixtures';

/** The account's entries in the spec's order (account §2 "The dashboard lists …"). */
const ENTRIES = [
  'Il mio profilo',
  'I miei ordini',
  'Le mie liste',
  'Vantaggi',
  'I miei indirizzi',
  'Archivio Messaggi',
  'Consegne agevolate',
  'Sicurezza Avanzata',
  'Esci',
];

/** The entries' texts in a list of entries (`[data-account-entry]`), without the 'in arrivo' mark. */
const entryTitles = (page: Page, scope: string) =>
  page
    .locator(`${scope} [data-account-entry]`)
    .evaluateAll((items) =>
      items.map((item) => (item.firstElementChild?.firstChild?.textContent ?? '').trim()),
    );

test.describe('the account shell', () => {
  test('given a guest on the user board, then Home offers the login and then shows the board', async ({
    consentGiven: page,
  }) => {
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/\?next=%2Fprofile$/);
    const dialog = page.getByRole('dialog', { name: 'Accedi' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('textbox', { name: 'E-mail' }).fill('giulia.bianchi@example.it');
    await dialog.getByLabel(/^Password( \*)?$/).fill('Segreta1');
    await dialog.getByRole('button', { name: 'Accedi', exact: true }).click();
    await expect(page).toHaveURL(/\/profile\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Il mio account' })).toBeVisible();
  });

  test('given a shopper, then /profile leads to the board, whose entries are the top bar menu’s @mobile', async ({
    consentGiven: page,
  }) => {
    await signInFreshShopper(page, { like: 1001 });
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/profile\/dashboard$/);
    await waitForShell(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Il mio account' })).toBeVisible();
    const breadcrumb = page.getByRole('navigation', { name: 'Sei qui' });
    await expect(breadcrumb.getByRole('link', { name: 'Home' })).toBeVisible();
    const board = page.getByRole('navigation', { name: 'Il mio account' });
    await expect(board).toBeVisible();
    expect(await entryTitles(page, '.account__nav')).toEqual(ENTRIES);
    expect(await entryTitles(page, '#topbar-account-menu')).toEqual(ENTRIES);
    // Every entry's page is built now: each is a link, none is marked 'in arrivo'.
    await expect(board.getByText('in arrivo')).toHaveCount(0);
    await expect(board.getByRole('link', { name: 'I miei indirizzi' })).toHaveAttribute(
      'href',
      '/profile/addresses',
    );
    await expect(board.getByRole('link', { name: 'Vantaggi' })).toHaveAttribute(
      'href',
      '/profile/gift',
    );
    await expect(board.getByRole('link', { name: 'Il mio profilo' })).toHaveAttribute(
      'href',
      '/profile/profile-update',
    );
    await expect(board.getByRole('button', { name: 'Esci' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Cliente, Il mio account' }).click();
    const menu = page.getByRole('list', { name: 'Menu del mio account' });
    await expect(menu.getByRole('link', { name: 'Consegne agevolate' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

/** The orders the list shows, by their links ('Ordine n. …'). */
const orderRows = (page: Page) =>
  page.getByRole('list', { name: 'I tuoi ordini, dal più recente' }).getByRole('listitem');

/** Into the orders from the user board, as a shopper enters them (filters reset). */
async function ordersFromDashboard(page: Page) {
  await page.goto('/profile/dashboard');
  await page
    .getByRole('navigation', { name: 'Il mio account' })
    .getByRole('link', { name: 'I miei ordini' })
    .click();
  await expect(page).toHaveURL(/\/profile\/orders$/);
}

test.describe('the top bar of a shopper', () => {
  test('given unread messages on a desktop, then their count sits beside her name, never over it', async ({
    consentGiven: page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await signInFreshShopper(page, { like: 1001, messages: true });
    await page.goto('/profile/dashboard');
    await waitForShell(page);
    const badge = page.getByRole('link', { name: '2 messaggi non letti' });
    const name = page.locator('[data-shopper-name]');
    await expect(badge).toBeVisible();
    await expect(name).toBeVisible();
    const [badgeBox, nameBox] = await Promise.all([badge.boundingBox(), name.boundingBox()]);
    if (!badgeBox || !nameBox) throw new Error('the badge and the name are drawn');
    const apart =
      badgeBox.x >= nameBox.x + nameBox.width ||
      badgeBox.x + badgeBox.width <= nameBox.x ||
      badgeBox.y >= nameBox.y + nameBox.height ||
      badgeBox.y + badgeBox.height <= nameBox.y;
    expect(apart, `badge ${JSON.stringify(badgeBox)} over name ${JSON.stringify(nameBox)}`).toBe(
      true,
    );
    await expectNoAxeViolations(page, 'header');
  });
});

test.describe('the orders list', () => {
  test('given a guest on a page of the orders, then the login comes first and then that page', async ({
    consentGiven: page,
  }) => {
    const shopper = await freshShopper(page, { like: 1001, orders: true });
    await page.goto('/profile/orders?page=2');
    await expect(page).toHaveURL(/\/\?next=%2Fprofile%2Forders%3Fpage%3D2$/);
    const dialog = page.getByRole('dialog', { name: 'Accedi' });
    await dialog.getByRole('textbox', { name: 'E-mail' }).fill(shopper.login);
    await dialog.getByLabel(/^Password( \*)?$/).fill('Segreta1');
    await dialog.getByRole('button', { name: 'Accedi', exact: true }).click();
    await expect(page).toHaveURL(/\/profile\/orders\?page=2$/);
    await expect(orderRows(page)).toHaveCount(3);
  });

  test("given Mario's orders, then 12 a page show newest first with their statuses, and page 2 the rest @mobile", async ({
    consentGiven: page,
  }) => {
    const { orders } = await signInFreshShopper(page, { like: 1001, orders: true });
    await ordersFromDashboard(page);
    await expect(page.getByRole('heading', { level: 1, name: 'I miei ordini' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '15 ordini' })).toBeVisible();
    await expect(orderRows(page)).toHaveCount(12);
    const row = (old: number) => page.locator(`[data-order-id="${orders[old]}"]`);
    await expect(row(886)).toContainText('In validazione');
    await expect(row(893)).toContainText('In preparazione');
    await expect(row(889)).toContainText('In consegna');
    await expect(row(897)).toContainText('Consegnato');
    await expect(row(897)).toContainText('Consegna a domicilio');
    await expect(row(899)).toContainText('Ritiro in negozio');
    await expect(row(897).getByRole('link', { name: `Ordine n. ${orders[897]}` })).toHaveAttribute(
      'href',
      `/profile/orders/${orders[897]}`,
    );
    await expectNoAxeViolations(page);

    await page
      .getByRole('navigation', { name: 'Pagine' })
      .getByRole('link', { name: /pagina 2/i })
      .click();
    await expect(page).toHaveURL(/\/profile\/orders\?page=2$/);
    await expect(orderRows(page)).toHaveCount(3);
    await expect(row(890)).toContainText('Consegnato');
    await expect(row(891)).toContainText('Consegnato in parte');
    await expect(row(888)).toContainText('Invalidato');
  });

  test('given filters, then they live in the URL, survive a reload and are reset from the user board', async ({
    consentGiven: page,
  }) => {
    await signInFreshShopper(page, { like: 1001, orders: true });
    await page.goto('/profile/orders');
    await page.getByText('Filtra gli ordini').click();
    await page.getByLabel('Servizio').selectOption({ label: 'Ritiro in negozio' });
    await page.getByLabel('Nascondi gli ordini in validazione').check();
    await page.getByRole('button', { name: 'Applica i filtri' }).click();
    await expect(page).toHaveURL(/\/profile\/orders\?service=1&pending=0$/);
    await expect(orderRows(page)).toHaveCount(2);
    for (const row of await orderRows(page).all())
      await expect(row).toContainText('Ritiro in negozio');

    await page.reload();
    await expect(page.getByLabel('Servizio')).toHaveValue('1');
    await expect(page.getByLabel('Nascondi gli ordini in validazione')).toBeChecked();
    await expect(orderRows(page)).toHaveCount(2);

    await ordersFromDashboard(page);
    await expect(page.getByLabel('Servizio')).toHaveValue('');
    await expect(orderRows(page)).toHaveCount(12);
  });

  test('given only a keyboard, then Tab reaches an order and Enter opens its detail', async ({
    consentGiven: page,
  }) => {
    await signInFreshShopper(page, { like: 1001, orders: true });
    await page.goto('/profile/orders');
    await waitForShell(page);
    const first = orderRows(page).first().getByRole('link');
    const href = (await first.getAttribute('href')) ?? '';
    for (let presses = 0; presses < 80; presses += 1) {
      await page.keyboard.press('Tab');
      if (await first.evaluate((link) => link === document.activeElement)) break;
    }
    await expect(first).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    const orderId = href.split('/').pop() ?? '';
    await expect(
      page.getByRole('heading', { level: 1, name: `Ordine n. ${orderId}` }),
    ).toBeVisible();
  });

  test('given order/list failing, then the page says so in place of the list', async ({
    consentGiven: page,
    context,
    request,
  }) => {
    await signInFreshShopper(page, { like: 1001, orders: true });
    const clientUuid = await clientUuidOf(context);
    await faultsFor(request, clientUuid, [{ path: 'order/list', envelopeErrorRate: 1 }]);
    try {
      await page.goto('/profile/orders');
      await expect(page.getByRole('alert')).toContainText(
        'Non riusciamo a mostrarti i tuoi ordini',
      );
      await expect(page.getByRole('link', { name: 'Riprova' })).toHaveAttribute(
        'href',
        '/profile/orders',
      );
    } finally {
      await faultsFor(request, clientUuid, []);
    }
  });
});

/** The value next to a term of a description list, in `scope`. */
const described = (scope: Locator, term: string | RegExp) =>
  scope.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]');

test.describe('the order detail', () => {
  test('given a modifiable, a cancelled and a delivered order, then each offers exactly what its state allows', async ({
    consentGiven: page,
  }) => {
    const { orders } = await signInFreshShopper(page, { like: 1001, orders: true });
    // The order's actions: not the lines' 'Salva nella lista' hearts.
    const offered = page
      .locator('[data-order-detail]')
      .getByRole('button')
      .and(page.locator(':not([data-save-to-list])'));
    const expected: [number, string[]][] = [
      // In validation, days before its slot: changed, cancelled or bought again.
      [886, ['Modifica ordine', 'Annulla ordine', 'Aggiungi tutto al carrello']],
      // Cancelled: only bought again.
      [892, ['Aggiungi tutto al carrello']],
      // Delivered: bought again, its invoice, a rating.
      [897, ['Aggiungi tutto al carrello', 'Visualizza fattura', 'Invia valutazione']],
    ];
    for (const [old, actions] of expected) {
      await page.goto(`/profile/orders/${orders[old]}`);
      await waitForShell(page);
      await expect(offered).toHaveText(actions);
    }
  });

  test("given Mario's delivered order, then its detail shows its lines and the list's total @mobile", async ({
    consentGiven: page,
  }) => {
    const { orders } = await signInFreshShopper(page, { like: 1001, orders: true });
    const orderId = orders[897];
    await page.goto('/profile/orders');
    const row = page.locator(`[data-order-id="${orderId}"]`);
    const listTotal = (await described(row, /^Totale$/).textContent())?.trim() ?? '';
    expect(listTotal).toMatch(/€/);
    await row.getByRole('link', { name: `Ordine n. ${orderId}` }).click();
    await expect(page).toHaveURL(new RegExp(`/profile/orders/${orderId}$`));
    await expect(
      page.getByRole('heading', { level: 1, name: `Ordine n. ${orderId}` }),
    ).toBeVisible();
    const trail = page.getByRole('navigation', { name: 'Sei qui' });
    await expect(trail.getByRole('link', { name: 'I miei ordini' })).toHaveAttribute(
      'href',
      '/profile/orders',
    );
    const detail = page.locator('[data-order-detail]');
    await expect(detail).toContainText('Consegnato');
    await expect(detail).toContainText('Consegna a domicilio');
    const lines = detail.locator('[data-order-item-id]');
    await expect(lines.first()).toBeVisible();
    expect(await lines.count()).toBeGreaterThan(0);
    for (const line of await lines.all()) {
      await expect(line.getByRole('rowheader')).not.toHaveText('');
      // Quantity with what it counts ('4 conf', '1 pz', '1,25 kg'), total, then the line's
      // 'Salva nella lista' heart.
      await expect(line.getByRole('cell').first()).toHaveText(/^\d+(,\d+)? (pz|conf|kg)$/);
      await expect(line.getByRole('cell').nth(1)).toHaveText(/€/);
    }
    // The milk: four packs of three litres, the pack under its name as its card shows it.
    const milk = lines.filter({ hasText: 'Latte UHT' });
    await expect(milk.getByRole('cell').first()).toHaveText('4 conf');
    await expect(milk.getByRole('rowheader')).toContainText('3 x 1 l');
    const totals = page.getByRole('region', { name: 'Totale dell’ordine' });
    await expect(described(totals, /^TOTALE$/)).toHaveText(listTotal);
    // Delivered: bought again, never changed or cancelled (the server's flags say so).
    await expect(page.getByRole('button', { name: 'Aggiungi tutto al carrello' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Modifica ordine' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Annulla ordine' })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('given the detail on a desktop, then it passes axe', async ({ consentGiven: page }) => {
    const { orders } = await signInFreshShopper(page, { like: 1001, orders: true });
    await page.goto(`/profile/orders/${orders[899]}`);
    await expect(page.locator('[data-order-detail]')).toContainText('Ritiro in negozio');
    await expectNoAxeViolations(page);
  });

  test("given another shopper's order id, a malformed or an unknown one, then the shop's 404 page", async ({
    consentGiven: page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(failedRequest(404, '/profile/orders/'));
    const other = await freshShopper(page, { like: 1001, orders: true });
    await signInFreshShopper(page, { like: 1001, orders: true });
    for (const id of [String(other.orders[897]), 'abc', '999999999']) {
      const answer = await page.goto(`/profile/orders/${id}`);
      expect(answer?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: 'Pagina non trovata' })).toBeVisible();
      await expect(page.locator('[data-order-detail]')).toHaveCount(0);
    }
  });

  test('given order/view failing, then the page says so in place of the order', async ({
    consentGiven: page,
    context,
    request,
  }) => {
    const { orders } = await signInFreshShopper(page, { like: 1001, orders: true });
    const clientUuid = await clientUuidOf(context);
    await faultsFor(request, clientUuid, [{ path: 'order/view', http500Rate: 1 }]);
    try {
      await page.goto(`/profile/orders/${orders[897]}`);
      await expect(page.getByRole('alert')).toContainText(
        'Non riusciamo a mostrarti questo ordine',
      );
      await expect(page.getByRole('link', { name: 'Riprova' })).toHaveAttribute(
        'href',
        `/profile/orders/${orders[897]}`,
      );
    } finally {
      await faultsFor(request, clientUuid, []);
    }
  });
});
