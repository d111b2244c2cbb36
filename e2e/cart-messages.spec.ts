/**
 * The cart's success messages (issue 40; spec: shopping §8 "Success messages: … product removed,
 * products removed"): a line removed after its Si says so once, in the stack of toasts.
 */
import { expect, signInFreshShopper, test, waitForShell } from './fixtures';

const BISCUITS = { id: 273, name: 'Biscotti frollini' };

test('a line removed after Si: "Il prodotto è stato rimosso dal carrello"', async ({
  consentGiven: page,
}) => {
  await signInFreshShopper(page, {
    slotChosen: true,
    items: [
      { productId: 103, quantity: 2 },
      { productId: BISCUITS.id, quantity: 1 },
    ],
  });
  await page.goto('/');
  await waitForShell(page);
  await page.locator('[data-overlay-open="cart"]').click();
  const drawer = page.locator('#drawer-cart');
  await drawer.getByRole('button', { name: `Elimina ${BISCUITS.name}` }).click();
  await page.getByRole('button', { name: 'Si', exact: true }).click();
  await expect(drawer.getByText('Hai 1 prodotto nel carrello')).toBeVisible();
  const removed = page.getByRole('status').filter({ hasText: 'rimosso dal carrello' });
  await expect(removed).toContainText('Il prodotto è stato rimosso dal carrello');
  await expect(removed).toHaveCount(1);
});
