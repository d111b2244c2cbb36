import { expect, test } from './fixtures';

/**
 * The storefront's same-origin /ebsn/api proxy against the reference backend of the e2e run
 * (playwright.config.ts): catalogue calls answer, a login keeps the session in httpOnly cookies
 * the page cannot read (ADR 0002), and later calls act as that shopper.
 */
test.describe('the /ebsn/api proxy and the reference backend', () => {
  test('given the catalogue, then a 24-product page comes through the proxy', async ({ page }) => {
    await page.goto('/no-connection');
    const answer = await page.evaluate(async () => {
      const response = await fetch('/ebsn/api/products?page=1&page_size=24');
      return (await response.json()) as {
        response: { status: number };
        data: { products: unknown[] };
      };
    });
    expect(answer.response.status).toBe(0);
    expect(answer.data.products).toHaveLength(24);
  });

  test('given a login, then the session lives in httpOnly cookies and the next call is the shopper', async ({
    page,
    context,
  }) => {
    await page.goto('/no-connection');
    const login = await page.evaluate(async () => {
      const response = await fetch('/ebsn/api/auth/login?token_recaptcha=sporta-dev-captcha', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'login=giulia.bianchi%40example.it&password=Segreta1&remember_me=false&show_sectors=false',
      });
      return {
        status: ((await response.json()) as { response: { status: number } }).response.status,
        sessionHeader: response.headers.get('x-ebsn-session'),
        visibleCookies: document.cookie,
      };
    });
    expect(login.status).toBe(0);
    expect(login.sessionHeader).toBeNull();
    expect(login.visibleCookies).not.toContain('sporta_session');
    const session = (await context.cookies()).find((cookie) => cookie.name === 'sporta_session');
    expect(session?.httpOnly).toBe(true);

    const user = await page.evaluate(async () => {
      const response = await fetch('/ebsn/api/auth/test');
      return ((await response.json()) as { data: { user?: { userId: number }; userId?: number } })
        .data;
    });
    expect(user?.user?.userId ?? user?.userId).toBeGreaterThan(0);
  });
});
