import { test as base, expect, type Page } from '@playwright/test';

/**
 * The shell script has wired the page (buttons, stores). Islands are not waited for: overlays
 * hydrate on intent, and a shopper may click before they have arrived.
 */
export async function waitForShell(page: Page): Promise<void> {
  await expect(page.locator('html[data-shell="ready"]')).toHaveCount(1);
}

/** A page with the cookie choice already made, so the banner stays out of the way. */
export const test = base.extend<{ consentGiven: Page }>({
  consentGiven: async ({ page }, use) => {
    await page.addInitScript(() => {
      localStorage.setItem(
        'sporta.cookiePreferences',
        JSON.stringify({
          technical: true,
          analytics: false,
          profiling: false,
          savedAt: '2026-11-01T10:00:00.000Z',
          uuid: '0b7f5c1e-8a5e-4d57-9a51-1f1de8c1b001',
        }),
      );
    });
    await use(page);
  },
});

export { expect };
