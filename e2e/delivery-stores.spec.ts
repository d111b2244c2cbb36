/**
 * Issue 40, the store picker's calls as the spec gives them (account §7 Stores): a store's
 * detail is `store/view`, and a store chosen from the proximity list is
 * `store-proximity/select`, followed by a cart reload. Fresh shoppers; keyboard and axe.
 */
import type { Page, Request } from '@playwright/test';
import { chooseFirstSlot, monzaShopperLocatingStores } from './delivery-driver';
import { expect, expectNoAxeViolations, test } from './fixtures';

/** The API calls the page makes from now on, by path below /ebsn/api. */
function apiCalls(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request: Request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/ebsn/api/')) seen.push(`${request.method()} ${path.slice(9)}`);
  });
  return seen;
}

test('a store of the picker: its detail from store/view, chosen by store-proximity/select then the cart reloaded', async ({
  consentGiven: page,
}) => {
  const { nearest } = await monzaShopperLocatingStores(page);
  await expect(nearest).toContainText('Sporta Monza');
  const calls = apiCalls(page);
  // By keyboard: the details toggle, then the store itself.
  const detail = page.waitForRequest((request) => request.url().includes('/ebsn/api/store/view?'));
  await nearest.getByRole('button', { name: 'Dettagli di Sporta Monza' }).focus();
  await page.keyboard.press('Enter');
  expect(new URL((await detail).url()).searchParams.get('store_id')).toMatch(/^\d+$/);
  await expect(nearest).toContainText('Telefono:');
  await expectNoAxeViolations(page, '#dialog-store');
  const reloaded = page.waitForResponse((answer) => answer.url().includes('/ebsn/api/cart/view'));
  await nearest.getByRole('button', { name: /^Sporta Monza/ }).focus();
  await page.keyboard.press('Enter');
  await reloaded;
  const chosen = calls.indexOf('GET /store-proximity/select');
  expect(chosen, calls.join(', ')).toBeGreaterThanOrEqual(0);
  expect(calls.slice(chosen)).toContain('GET /cart/view');
  expect(calls).not.toContain('POST /store/select');
  await chooseFirstSlot(page);
  await expect(page.locator('[data-delivery-info="address"]')).toContainText('Sporta Monza');
});
