import type { Locator, Page } from '@playwright/test';
import { ebsnCallsOf, expect, test } from './fixtures';
import { type SideStorefront, sidePort, startSideStorefront } from './side-storefront';

/**
 * The postal service as the address source (issue 40; spec: account §7 "Geo and postal lookups";
 * README ADDRESS_LOOKUP=poste): a shopper typing her address at registration gets the provinces,
 * towns and streets from api-iperal/poste/*, never geo/*, and only Lombardy's provinces ("Address
 * search is limited to Lombardy, Italy"). A storefront of this file's own with the setting.
 */
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const field = (scope: Page | Locator, label: string): Locator =>
  scope.getByLabel(new RegExp(`^${literal(label)}( \\*)?$`));

const LOMBARDY = ['BG', 'BS', 'CO', 'CR', 'LC', 'LO', 'MB', 'MI', 'MN', 'PV', 'SO', 'VA'];

test.describe('the address fields with ADDRESS_LOOKUP=poste', () => {
  let side: SideStorefront | undefined;
  let shop = '';

  test.beforeAll(async () => {
    side = await startSideStorefront(sidePort(48 + test.info().parallelIndex), {
      ADDRESS_LOOKUP: 'poste',
    });
    shop = side.url;
  });

  test.afterAll(async () => {
    await side?.stop();
  });

  test('given an address typed at registration, then its towns and streets come from poste', async ({
    consentGiven: page,
  }) => {
    const calls = ebsnCallsOf(page);
    await page.goto(`${shop}/registration-user`);
    await expect(page.locator('html')).toHaveAttribute('data-address-lookup', 'poste');
    const province = field(page, 'Provincia');
    await province.focus();
    await expect(province.locator('option[value="MI"]')).toBeAttached();
    const offered = await province
      .locator('option')
      .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value).filter(Boolean));
    expect(offered.every((code) => LOMBARDY.includes(code))).toBe(true);

    await province.selectOption('MI');
    await field(page, 'Comune').fill('Milano');
    // The town's postal code, from poste's town list, fills the CAP.
    await expect(field(page, 'CAP')).toHaveValue(/^20\d{3}$/);
    await field(page, 'Indirizzo').pressSequentially('Via');
    const streets = page.locator(`#${await field(page, 'Indirizzo').getAttribute('list')} option`);
    await expect(streets.first()).toBeAttached();

    expect(calls).toContain('/api-iperal/poste/province-list');
    expect(calls).toContain('/api-iperal/poste/city-list');
    expect(calls).toContain('/api-iperal/poste/address-suggestions');
    expect(
      calls.filter((path) => /\/geo\/(province-list|city-list|address-suggestions)/.test(path)),
    ).toEqual([]);
  });
});
