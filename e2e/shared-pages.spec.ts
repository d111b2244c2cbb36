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

  test("given signed-in shoppers, then their pages are shared among them with nobody's name inside, each sees their own, a guest sees none", async ({
    consentGiven: page,
    browser,
  }) => {
    const path = unique('/category/pasta');
    await logIn(page, 'giulia.bianchi@example.it');
    const seen: (string | undefined)[] = [];
    for (let visit = 0; visit < 3; visit += 1) {
      const response = await page.goto(path);
      seen.push(response?.headers()['x-sporta-page-cache']);
      await expect(page.getByRole('button', { name: 'Giulia, Il mio account' })).toBeVisible();
      if (visit > 0) {
        expect(response?.headers()['cache-control']).toBe('private, no-cache');
        expect(await response?.text()).not.toContain('Giulia');
      }
    }
    // The first page asks the API who is shopping (and marks the session); then the shared one.
    expect(seen).toEqual([undefined, 'MISS', 'HIT']);

    const other = await browser.newContext();
    const guest = await browser.newContext();
    try {
      const mario = await other.newPage();
      await logIn(mario, 'mario.rossi@example.it');
      await mario.goto(path);
      const marioShared = await mario.goto(path);
      expect(await marioShared?.text()).not.toContain('Giulia');
      await expect(mario.getByRole('button', { name: 'Mario, Il mio account' })).toBeVisible();

      const guestPage = await guest.newPage();
      const response = await guestPage.goto(path);
      expect(response?.headers()['x-sporta-page-cache']).toBe('MISS');
      expect(await response?.text()).not.toMatch(/Giulia|Mario/);
      await expect(
        guestPage.getByRole('banner').getByRole('link', { name: 'Accedi' }),
      ).toBeVisible();
    } finally {
      await other.close();
      await guest.close();
    }
  });
});
