/**
 * The guard every journey runs under (e2e/fixtures.ts `watchPageErrors`): what a page reports
 * that no journey may leave behind reaches it, and only what a journey allows is let through.
 * These use Playwright's own `test`, so the errors they provoke fail nothing but their checks.
 */
import { expect, test } from '@playwright/test';
import { watchPageErrors } from './fixtures';

test.describe('the journeys’ guard against page errors', () => {
  test('a script the shop’s CSP refuses is reported as a violation', async ({ context, page }) => {
    const watch = watchPageErrors(context);
    await page.goto('/faq');
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'document.title = "iniettato"';
      document.body.append(script);
    });
    await expect
      .poll(() => watch.errors)
      .toEqual([expect.stringMatching(/violates the following Content Security Policy directive/)]);
    expect(await page.title()).not.toBe('iniettato');
  });

  test('an uncaught error and a rejection are reported, even where console errors are allowed', async ({
    context,
    page,
  }) => {
    const watch = watchPageErrors(context);
    watch.allow(/.*/);
    await page.goto('/faq');
    await page.evaluate(() => {
      setTimeout(() => {
        throw new Error('errore non gestito');
      });
      void Promise.reject(new Error('promessa rifiutata'));
    });
    await expect.poll(() => watch.errors.length).toBe(2);
    expect(watch.errors.join('\n')).toContain('errore non gestito');
    expect(watch.errors.join('\n')).toContain('promessa rifiutata');
  });

  test('a console error is reported unless a pattern allows it', async ({ context, page }) => {
    const watch = watchPageErrors(context);
    watch.allow(/^previsto /);
    await page.goto('/faq');
    await page.evaluate(() => {
      console.error('previsto dal percorso');
      console.error('imprevisto');
    });
    await expect.poll(() => watch.errors).toEqual([expect.stringContaining('imprevisto')]);
  });
});
