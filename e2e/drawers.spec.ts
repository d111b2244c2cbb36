import { expect, expectNoAxeViolations, test, waitForShell } from './fixtures';

// The shop's default motion: each drawer opens and closes with its animation, as for a shopper
// who did not ask for less (the suite's other journeys run with reduced motion).
test.use({ reducedMotion: 'no-preference' });

const drawers = [
  { button: 'Categorie', dialog: 'Categorie' },
  { button: 'Carrello vuoto', dialog: 'Il tuo carrello' },
] as const;

test.describe('drawers', () => {
  for (const { button, dialog } of drawers) {
    test(`given the "${dialog}" drawer, when opened and closed with the mouse, then focus returns to its button @mobile`, async ({
      consentGiven: page,
    }) => {
      await page.goto('/');
      await waitForShell(page);
      const opener = page.getByRole('button', { name: button, exact: true });
      await opener.click();
      const drawer = page.getByRole('dialog', { name: dialog });
      await expect(drawer).toBeVisible();
      await expect(opener).toHaveAttribute('aria-expanded', 'true');
      await drawer.getByRole('button', { name: 'Chiudi' }).click();
      await expect(drawer).toBeHidden();
      await expect(opener).toBeFocused();
      await expect(opener).toHaveAttribute('aria-expanded', 'false');
    });

    test(`given the "${dialog}" drawer, when opened with Enter and closed with Escape, then focus returns`, async ({
      consentGiven: page,
    }) => {
      await page.goto('/');
      await waitForShell(page);
      const opener = page.getByRole('button', { name: button, exact: true });
      await opener.focus();
      await page.keyboard.press('Enter');
      const drawer = page.getByRole('dialog', { name: dialog });
      await expect(drawer).toBeVisible();
      // Focus moved into the drawer, and Tab never reaches the page behind it (it is inert;
      // past the last control, Chromium may hand focus to its own toolbar, i.e. <body>).
      expect(await drawer.evaluate((node) => node.contains(document.activeElement))).toBe(true);
      for (let step = 0; step < 4; step += 1) {
        await page.keyboard.press('Tab');
        const focusOutside = await page.evaluate(
          () =>
            document.activeElement !== document.body &&
            !document.activeElement?.closest('dialog[open]'),
        );
        expect(focusOutside).toBe(false);
      }
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
      await expect(opener).toBeFocused();
    });
  }

  test('given an open drawer, when the browser goes Back, then the drawer closes and the page stays', async ({
    consentGiven: page,
  }) => {
    await page.goto('/');
    await waitForShell(page);
    await page.getByRole('button', { name: 'Categorie' }).click();
    await expect(page.getByRole('dialog', { name: 'Categorie' })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('dialog', { name: 'Categorie' })).toBeHidden();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('given an open drawer, when the page reloads, then it is open again and Back still closes it', async ({
    consentGiven: page,
  }) => {
    await page.goto('/');
    await waitForShell(page);
    await page.getByRole('button', { name: 'Carrello vuoto', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Il tuo carrello' })).toBeVisible();
    await page.reload();
    await waitForShell(page);
    await expect(page.getByRole('dialog', { name: 'Il tuo carrello' })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('dialog', { name: 'Il tuo carrello' })).toBeHidden();
    await expect(page).toHaveURL(/\/$/);
  });

  test('given a page, then a drawer island downloads only when the shopper reaches for its button', async ({
    consentGiven: page,
  }) => {
    await page.goto('/');
    await waitForShell(page);
    await page.waitForLoadState('networkidle');
    const cartIsland = page.locator('astro-island:has(#drawer-cart)');
    const categoryIsland = page.locator('astro-island:has(#drawer-categories)');
    // Idle is not intent: both drawers are still server-rendered markup only.
    await expect(cartIsland).toHaveAttribute('ssr', '');
    await expect(categoryIsland).toHaveAttribute('ssr', '');
    await page.getByRole('button', { name: 'Carrello vuoto', exact: true }).hover();
    await expect(cartIsland).not.toHaveAttribute('ssr');
    await expect(categoryIsland).toHaveAttribute('ssr', '');
  });

  test('given a guest, when the cart drawer opens, then it asks to log in', async ({
    consentGiven: page,
  }) => {
    await page.goto('/');
    await waitForShell(page);
    await page.getByRole('button', { name: 'Carrello vuoto' }).click();
    const drawer = page.getByRole('dialog', { name: 'Il tuo carrello' });
    await expect(
      drawer.getByText("E' necessario autenticarsi per visualizzare il carrello"),
    ).toBeVisible();
  });
});

test.describe('accessibility (axe)', () => {
  const checks = [
    { name: 'Home', open: undefined },
    { name: 'Home with the category drawer open', open: 'Categorie' },
    { name: 'Home with the cart drawer open', open: 'Carrello vuoto' },
  ] as const;

  for (const { name, open } of checks) {
    test(`given ${name}, then axe finds no violations @mobile`, async ({ consentGiven: page }) => {
      await page.goto('/');
      await waitForShell(page);
      if (open) {
        await page.getByRole('button', { name: open, exact: true }).click();
        await expect(page.getByRole('dialog')).toBeVisible();
      }
      await expectNoAxeViolations(page);
    });
  }

  test('given the cookie banner, then axe finds no violations', async ({ page }) => {
    await page.goto('/');
    await waitForShell(page);
    await expect(page.getByRole('region', { name: /privacy/i })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
