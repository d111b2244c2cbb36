import { expect, test, waitForShell } from './fixtures';

test.describe('cookie consent', () => {
  test('given a first visit, when only necessary cookies are chosen, then the choice survives reloads', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForShell(page);
    const banner = page.getByRole('region', { name: /privacy/i });
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('checkbox', { name: /Tecnici/ })).toBeChecked();
    await expect(banner.getByRole('checkbox', { name: /Tecnici/ })).toBeDisabled();
    await expect(banner.getByRole('checkbox', { name: 'Analisi' })).not.toBeChecked();
    await expect(banner.getByRole('checkbox', { name: 'Profilazione' })).not.toBeChecked();
    await banner.getByRole('button', { name: 'Solo necessari' }).click();
    await expect(banner).toBeHidden();

    await page.reload();
    await waitForShell(page);
    await expect(page.getByRole('region', { name: /privacy/i })).toBeHidden();
    const stored = await page.evaluate(() =>
      JSON.parse(localStorage.getItem('sporta.cookiePreferences') ?? '{}'),
    );
    expect(stored).toMatchObject({ technical: true, analytics: false, profiling: false });
    expect(stored.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(Number.isNaN(Date.parse(stored.savedAt))).toBe(false);
  });

  test('given a saved choice, when reopened from the footer, then it takes the focus, shows the stored choice, and a change persists', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForShell(page);
    await page
      .getByRole('region', { name: /privacy/i })
      .getByRole('button', { name: 'Solo necessari' })
      .click();
    await page.getByRole('button', { name: 'Impostazioni cookie' }).click();
    const banner = page.getByRole('region', { name: /privacy/i });
    await expect(banner).toBeVisible();
    await expect(banner).toBeFocused();
    await expect(banner.getByRole('checkbox', { name: 'Analisi' })).not.toBeChecked();
    await banner.getByRole('checkbox', { name: 'Analisi' }).check();
    await banner.getByRole('button', { name: 'Salva le preferenze' }).click();
    await page.reload();
    await waitForShell(page);
    await expect(page.getByRole('region', { name: /privacy/i })).toBeHidden();
    const stored = await page.evaluate(() =>
      JSON.parse(localStorage.getItem('sporta.cookiePreferences') ?? '{}'),
    );
    expect(stored).toMatchObject({ analytics: true, profiling: false });
  });
});

test.describe('scrolling', () => {
  test.use({ viewport: { width: 390, height: 360 } });

  test('given the page scrolled past 20 px, then "Torna su" appears and brings the shopper to the top', async ({
    consentGiven: page,
  }) => {
    await page.goto('/');
    await waitForShell(page);
    const button = page.getByRole('button', { name: 'Torna su' });
    await expect(button).toBeHidden();
    await page.mouse.wheel(0, 200);
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(button).toBeHidden();
  });

  test('given a scrolled page, when the shopper leaves and comes Back, then the position is restored', async ({
    consentGiven: page,
  }) => {
    await page.goto('/');
    await waitForShell(page);
    await page.evaluate(() => window.scrollTo(0, 250));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(250);
    // Follow a link without Playwright scrolling it into view first.
    await page.evaluate(() => document.querySelector<HTMLAnchorElement>('a[href="/faq"]')?.click());
    await expect(page).toHaveURL(/\/faq$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 2000 }).toBe(250);
  });
});
