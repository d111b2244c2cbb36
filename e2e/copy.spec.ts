import type { Page } from '@playwright/test';
import {
  expect,
  expectNoAxeViolations,
  failedRequest,
  signInFreshShopper,
  test,
  waitForShell,
} from './fixtures';

/**
 * The shop's copy says one thing one way (issue 38 item 18): the voucher instruction of
 * /vantaggi is the one of /profile/gift, registration names what the profile names, its consents
 * link to the rules they ask about, a product's text agrees with its group, and a store is
 * called by its public name.
 */
const HOW_TO =
  'Per usare un buono o uno sconto, alla cassa scegli «Usa» accanto al suo nome oppure scrivi il suo codice.';

/** The registration form, hydrated (its island comes on intent: the first field focused). */
async function openRegistration(page: Page): Promise<void> {
  await page.goto('/registration-user');
  await page.getByLabel(/^Nome( \*)?$/).focus();
  await expect(
    page.getByLabel(/^Provincia di nascita/).locator('option[value="MI"]'),
  ).toBeAttached();
}

test.describe('the shop’s copy', () => {
  test('/vantaggi and /profile/gift tell the same way to use a voucher', async ({
    consentGiven: page,
  }) => {
    await page.goto('/vantaggi');
    await expect(page.getByRole('main')).toContainText(HOW_TO);
    await expect(page.getByRole('main')).not.toContainText('automaticamente');

    await signInFreshShopper(page);
    await page.goto('/profile/gift');
    await waitForShell(page);
    await expect(page.getByRole('main')).toContainText(HOW_TO);
  });

  test('registration says Uomo/Donna and Telefono like the profile, and links its consents to the rules and the privacy notice', async ({
    consentGiven: page,
  }) => {
    await openRegistration(page);
    const gender = page.getByLabel(/^Sesso/);
    await expect(gender.locator('option[value="M"]')).toHaveText('Uomo');
    await expect(gender.locator('option[value="F"]')).toHaveText('Donna');
    await expect(page.getByLabel(/^Telefono/)).toBeVisible();
    await expect(page.getByText('Cellulare')).toHaveCount(0);

    const consents = page.getByRole('group', { name: 'Consensi' });
    const rules = consents.getByRole('link', { name: /^Regolamento del servizio/ });
    const privacy = consents.getByRole('link', { name: /^Informativa sulla privacy/ });
    await expect(rules).toHaveAttribute('href', '/page/regolamento');
    await expect(privacy).toHaveAttribute('href', '/page/privacy-policy');
    // A new window keeps what the shopper typed: the link says so to a screen reader.
    await expect(rules).toHaveAttribute('target', '_blank');
    await expect(rules).toHaveAccessibleName(/si apre in una nuova finestra/);

    // Reachable with the keyboard from the consents' first checkbox backwards.
    await consents.getByRole('checkbox').first().focus();
    await page.keyboard.press('Shift+Tab');
    await expect(privacy).toBeFocused();

    const [rulesPage] = await Promise.all([page.context().waitForEvent('page'), rules.click()]);
    await expect(rulesPage.getByRole('heading', { level: 1 })).toHaveText(
      'Regolamento del servizio',
    );
    await rulesPage.close();
    await expectNoAxeViolations(page);
  });

  test('the store list names stores as shoppers know them, not the internal dark store', async ({
    consentGiven: page,
  }) => {
    await openRegistration(page);
    const stores = page.getByLabel(/^Il tuo punto vendita/).locator('option');
    await expect(stores.filter({ hasText: 'Sporta Pero' })).toHaveCount(1);
    await expect(stores.filter({ hasText: /dark store/i })).toHaveCount(0);
  });

  test('a product’s description agrees with its group (no «pasta secca selezionato»)', async ({
    consentGiven: page,
  }) => {
    await page.goto('/search?q=spaghetti');
    await page
      .getByRole('link', { name: /Spaghetti n\.5/ })
      .first()
      .click();
    const main = page.getByRole('main');
    await expect(main).toContainText(/dalla selezione Sporta di pasta secca/);
    await expect(main).not.toContainText('selezionato per Sporta');
  });
});

/**
 * The shop's action buttons, as a shopper sees them: a text button or link filled with the
 * primary colour or outlined in a brand colour. One look: the kit's corner, no capitals forced.
 */
async function actionButtonLooks(page: Page, within = 'body') {
  return page.evaluate((scope) => {
    const brand = ['rgb(184, 74, 0)', 'rgb(107, 62, 38)'];
    const looks: { text: string; radius: string; transform: string }[] = [];
    for (const element of document.querySelectorAll<HTMLElement>(`${scope} :is(button, a)`)) {
      const text = (element.textContent ?? '').trim();
      const role = element.getAttribute('role');
      if (text.length < 2 || (role && role !== 'button')) continue;
      if (element.offsetParent === null) continue;
      const style = getComputedStyle(element);
      const filled = brand.includes(style.backgroundColor);
      const outlined =
        Number.parseFloat(style.borderTopWidth) > 0 && brand.includes(style.borderTopColor);
      if (!filled && !outlined) continue;
      looks.push({ text, radius: style.borderTopLeftRadius, transform: style.textTransform });
    }
    return looks;
  }, within);
}

test.describe('one button style', () => {
  for (const path of [
    '/',
    '/address-discovery?province=MI&city=Milano&street=Via+Roma',
    '/not-found',
    '/login',
    '/registration-user',
  ]) {
    test(`the action buttons of ${path} share the kit's look`, async ({
      consentGiven: page,
      allowConsoleErrors,
    }) => {
      // The not-found page answers 404 on purpose.
      allowConsoleErrors(failedRequest(404, '/not-found'));
      await page.goto(path);
      await waitForShell(page);
      const looks = await actionButtonLooks(page);
      expect(looks.length).toBeGreaterThan(0);
      const odd = looks.filter((look) => look.radius !== '8px' || look.transform === 'uppercase');
      expect(odd).toEqual([]);
    });
  }

  for (const who of ['a guest', 'a shopper with a slot']) {
    test(`the cart drawer's buttons share the kit's look, for ${who}`, async ({
      consentGiven: page,
    }) => {
      if (who !== 'a guest') await signInFreshShopper(page, { slotChosen: true });
      await page.goto('/');
      await waitForShell(page);
      await page.locator('[data-overlay-open="cart"]').click();
      const drawer = page.locator('#drawer-cart');
      // The guest's "Accedi", or the delivery box's "Cambia" once the cart has loaded.
      await expect(
        drawer
          .getByRole('link', { name: 'Accedi' })
          .or(drawer.getByRole('button', { name: /^Cambia/ }).first()),
      ).toBeVisible();
      const looks = await actionButtonLooks(page, '#drawer-cart');
      expect(looks.length).toBeGreaterThan(0);
      const odd = looks.filter((look) => look.radius !== '8px' || look.transform === 'uppercase');
      expect(odd).toEqual([]);
    });
  }
});
