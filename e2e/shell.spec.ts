import { expect, failedRequest, test, waitForShell } from './fixtures';

test.describe('the shell', () => {
  test('given Home, then it renders in Italian with the shell around it @mobile', async ({
    consentGiven: page,
  }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'it');
    await expect(page).toHaveTitle(/la spesa online/i);
    await expect(
      page.getByRole('heading', { level: 1, name: 'La tua spesa, come vuoi tu' }),
    ).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Cerca prodotti' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Categorie' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Accedi' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Carrello vuoto' })).toBeVisible();
    const footer = page.getByRole('contentinfo');
    for (const link of [
      'FAQ',
      'Regolamento',
      'Privacy policy',
      'Cookie policy',
      'Servizio clienti',
    ]) {
      await expect(footer.getByRole('link', { name: link, exact: true })).toBeVisible();
    }
    await expect(footer.getByRole('button', { name: 'Impostazioni cookie' })).toBeVisible();
  });

  test('given the search box, when a word is submitted, then it goes to /search with the query', async ({
    consentGiven: page,
  }) => {
    await page.goto('/');
    await page.getByRole('combobox', { name: 'Cerca prodotti' }).fill('latte');
    await page.getByRole('combobox', { name: 'Cerca prodotti' }).press('Enter');
    await expect(page).toHaveURL(/\/search\?q=latte$/);
  });

  test('given an unknown path, then Home is shown (answered 404)', async ({
    consentGiven: page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(failedRequest(404, '/questa/pagina/non-esiste'));
    const response = await page.goto('/questa/pagina/non-esiste');
    expect(response?.status()).toBe(404);
    await expect(
      page.getByRole('heading', { level: 1, name: 'La tua spesa, come vuoi tu' }),
    ).toBeVisible();
  });

  test('given the error pages, then each shows its Italian message', async ({
    consentGiven: page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(failedRequest(404, '/not-found'), failedRequest(503, '/service-down'));
    expect((await page.goto('/not-found'))?.status()).toBe(404);
    await expect(page.getByText('Pagina non trovata, impossibile continuare')).toBeVisible();
    expect((await page.goto('/service-down'))?.status()).toBe(503);
    await expect(page.getByRole('heading', { name: 'Servizio non disponibile' })).toBeVisible();
    expect((await page.goto('/no-connection'))?.status()).toBe(200);
    await expect(page.getByRole('heading', { name: 'Nessuna connessione' })).toBeVisible();
  });
});

test.describe('route guard', () => {
  test('given a guest, when a login-required route is opened, then the guest lands on Home, which offers the login for that page', async ({
    consentGiven: page,
  }) => {
    await page.goto('/profile/dashboard');
    await expect(page).toHaveURL(/\/\?next=%2Fprofile%2Fdashboard$/);
    await expect(page.getByRole('dialog', { name: 'Accedi' })).toBeVisible();
    await page.goto('/checkout');
    await expect(page).toHaveURL(/\/\?next=%2Fcheckout$/);
  });

  test('given a session cookie the backend does not know, then the guard lets the request through and the top bar offers login', async ({
    consentGiven: page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: 'sporta_session', value: 'abc', url: baseURL ?? '' }]);
    await page.goto('/profile/dashboard');
    await expect(page).toHaveURL(/\/profile\/dashboard$/);
    // The page asked the backend who this is (cart/view): nobody, so no account link.
    await expect(page.getByRole('link', { name: 'Accedi' })).toBeVisible();
  });
});

test.describe('connection', () => {
  test('given the shopper goes offline, then /no-connection shows; back online, then Home', async ({
    consentGiven: page,
    context,
    allowConsoleErrors,
  }) => {
    // Pictures still on their way when the network goes fail with it: the test cut the cable.
    allowConsoleErrors(/^Failed to load resource: net::ERR_INTERNET_DISCONNECTED /);
    await page.goto('/');
    await waitForShell(page);
    await context.setOffline(true);
    await expect(page).toHaveURL(/\/no-connection$/);
    await expect(page.getByRole('heading', { name: 'Nessuna connessione' })).toBeVisible();
    await context.setOffline(false);
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'La tua spesa, come vuoi tu' }),
    ).toBeVisible();
  });
});
