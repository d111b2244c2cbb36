import { expect, logIn, test } from './fixtures';

/**
 * Guests' catalogue pages are shared from the server's cache, per price context; a signed-in
 * shopper's never are, and nothing of theirs reaches a guest (docs/adr/0011-shared-page-cache.md).
 * Each test asks for an address no other test asks for, so the first answer is always rendered.
 */
const unique = (path: string) => `${path}?sort=alf_des&promo=1&q-${Date.now()}=${Math.random()}`;

test.describe('shared pages', () => {
  test('given two guests on one category, then the second gets the kept page, marked for a CDN', async ({
    browser,
  }) => {
    const path = `/category/pasta?sort=pri_des&t=${Date.now()}`;
    const first = await browser.newContext();
    const second = await browser.newContext();
    try {
      const rendered = await (await first.newPage()).goto(path);
      expect(rendered?.headers()['x-sporta-page-cache']).toBe('MISS');
      const kept = await (await second.newPage()).goto(path);
      expect(kept?.headers()['x-sporta-page-cache']).toBe('HIT');
      expect(kept?.headers()['cache-control']).toMatch(
        /public.*s-maxage=\d+.*stale-while-revalidate/,
      );
      expect(kept?.headers()['set-cookie']).toBeUndefined();
      expect(await kept?.text()).toBe(await rendered?.text());
    } finally {
      await first.close();
      await second.close();
    }
  });

  test('given a signed-in shopper, then their page is theirs alone and a guest never sees their name', async ({
    consentGiven: page,
    browser,
  }) => {
    const path = unique('/category/pasta');
    await logIn(page, 'giulia.bianchi@example.it');
    for (let visit = 0; visit < 2; visit += 1) {
      const response = await page.goto(path);
      expect(response?.headers()['x-sporta-page-cache']).toBeUndefined();
      expect(response?.headers()['cache-control'] ?? '').not.toMatch(/public/);
      await expect(page.getByRole('button', { name: /^Giulia/ })).toBeVisible();
    }
    const guest = await browser.newContext();
    try {
      const guestPage = await guest.newPage();
      const response = await guestPage.goto(path);
      expect(response?.headers()['x-sporta-page-cache']).toBe('MISS');
      expect(await response?.text()).not.toContain('Giulia');
      await expect(
        guestPage.getByRole('banner').getByRole('link', { name: 'Accedi' }),
      ).toBeVisible();
    } finally {
      await guest.close();
    }
  });
});
