import type { Locator, Page } from '@playwright/test';
import { FULL_CART } from './cart-driver';
import { expect, expectNoAxeViolations, signInFreshShopper, test, waitForShell } from './fixtures';

/**
 * minProfileLevel 2 (issue 28; spec: shopping §9, account §9; docs/adr/0014): a shopper whose
 * profile is below it is led from checkout and payment to 'Il mio profilo', told why at the top,
 * completes it with the keyboard only and is taken back to checkout, where she goes on; a shopper
 * at level 2 goes straight through. Each journey has a fresh shopper of its own (a copy of Giulia
 * Bianchi, 1002; at level 1 her birth date and fiscal code are missing).
 */
const NOTICE = 'Completa il tuo profilo per procedere con l’ordine';
/** Giulia Bianchi, born in Monza (F704) on 14/03/1991: the code the seed gives her. */
const FISCAL_CODE = 'BNCGLI91C54F704E';

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const field = (scope: Page | Locator, label: string): Locator =>
  scope.getByLabel(new RegExp(`^${literal(label)}( \\*)?$`));
const checkoutHeading = (page: Page) =>
  page.getByRole('heading', { level: 1, name: 'Completa il tuo ordine' });
const notice = (page: Page) => page.getByRole('status').filter({ hasText: NOTICE });

/** Tabs until `target` has the focus (keyboard only); fails past `limit` presses. */
async function tabTo(page: Page, target: Locator, limit = 80): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('the keyboard never reached the element');
}

test.describe('minProfileLevel', () => {
  test('given a level-1 shopper, when she opens checkout, then she completes her profile with the keyboard and checkout goes on', async ({
    consentGiven: page,
  }) => {
    await signInFreshShopper(page, { ...FULL_CART, profileLevel: 1 });

    // Payment is held back the same way.
    await page.goto('/payment');
    await expect(page).toHaveURL(/\/profile\/profile-update\?next=%2Fpayment$/);

    await page.goto('/checkout');
    await expect(page).toHaveURL(/\/profile\/profile-update\?next=%2Fcheckout$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Il mio profilo' })).toBeVisible();
    await waitForShell(page);
    await expect(notice(page)).toBeVisible();
    await expectNoAxeViolations(page, '.profile__complete');
    const save = page.getByRole('button', { name: 'Salva i dati' });
    await expect(save).toBeEnabled();

    const person = page.getByRole('region', { name: 'Dati personali e contatti' });
    await expect(field(person, 'Data di nascita')).toHaveValue('');
    await expect(field(person, 'Codice fiscale')).toHaveValue('');
    await tabTo(page, field(person, 'Data di nascita'));
    await page.keyboard.type('14/03/1991');
    await tabTo(page, field(person, 'Codice fiscale'));
    await page.keyboard.type(FISCAL_CODE);
    await tabTo(page, save);
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/checkout$/);
    await expect(checkoutHeading(page)).toBeVisible();
    await waitForShell(page);
    const toPayment = page.getByRole('link', { name: 'Vai al pagamento' });
    await tabTo(page, toPayment, 120);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/payment$/);
    await expect(page.getByRole('group', { name: 'Come vuoi pagare?' })).toBeVisible();

    // Complete now: her profile no longer says why checkout led there.
    await page.goto('/profile/profile-update');
    await expect(page.getByRole('heading', { level: 1, name: 'Il mio profilo' })).toBeVisible();
    await expect(page.getByText(NOTICE)).toHaveCount(0);
  });

  test('given a level-2 shopper, when she opens checkout, then she goes straight through', async ({
    consentGiven: page,
  }) => {
    await signInFreshShopper(page, FULL_CART);
    await page.goto('/checkout');
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(checkoutHeading(page)).toBeVisible();
    await page.goto('/profile/profile-update');
    await expect(page.getByRole('heading', { level: 1, name: 'Il mio profilo' })).toBeVisible();
    await expect(page.getByText(NOTICE)).toHaveCount(0);
  });
});
