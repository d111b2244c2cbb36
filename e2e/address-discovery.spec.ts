/**
 * /address-discovery (issue 15): a guest picks a town and sees which services reach it and the
 * nearest stores; a town nobody serves gets the spec's text; all of it without JavaScript too.
 */
import { expect, expectNoAxeViolations, test, waitForShell } from './fixtures';

test.describe('address discovery', () => {
  test('a guest sees what reaches Milano and the nearest stores, passing axe', async ({
    consentGiven: page,
  }) => {
    await page.goto('/address-discovery');
    await waitForShell(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Dove consegniamo' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel('Provincia').selectOption('MI');
    await page.getByLabel('Comune').fill('Milano');
    await page.getByRole('button', { name: 'Verifica' }).click();
    await expect(page.getByRole('heading', { name: 'I servizi a Milano' })).toBeVisible();
    await expect(page.locator('[data-service="2"]')).toHaveText(
      'Consegna a domicilio: disponibile',
    );
    await expect(page.locator('[data-service="1"]')).toContainText('entro 10 km');
    const stores = page.getByRole('region', { name: 'I negozi più vicini' });
    await expect(stores.getByRole('listitem')).toHaveCount(3);
    await expect(stores).toContainText('Sporta Milano');
    await expect(page).toHaveURL(/province=MI&city=Milano/);
    await expectNoAxeViolations(page);
  });

  test('a town nobody serves is told so; without JavaScript the form works all the same', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    try {
      await page.goto('/address-discovery');
      await page.getByLabel('Provincia').selectOption('SO');
      await page.getByRole('button', { name: 'Verifica' }).click();
      await expect(page.getByText('Ora scegli il comune della provincia.')).toBeVisible();
      await page.getByLabel('Comune').fill('Sondrio');
      await page.getByRole('button', { name: 'Verifica' }).click();
      await expect(
        page
          .getByRole('status')
          .filter({ hasText: "L'indirizzo inserito non è coperto dal servizio." }),
      ).toBeVisible();
      await page.getByLabel('Comune').fill('Atlantide');
      await page.getByRole('button', { name: 'Verifica' }).click();
      await expect(page.getByRole('alert')).toContainText('Non troviamo il comune «Atlantide»');
      // What was typed stays in the form.
      await expect(page.getByLabel('Comune')).toHaveValue('Atlantide');
    } finally {
      await context.close();
    }
  });
});
