import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { expect, failedRequest, logIn, test, unreadCountKnown } from './fixtures';

/**
 * Issue 12: a page of another origin cannot change the shopper's state through /ebsn/api with
 * their cookies — not with a link, a form or a script (src/platform/server/defence/cross-site.ts). The attacker
 * page is served by a real second server on 127.0.0.1 and reached twice: as 127.0.0.1 (same site,
 * other port: SameSite=Lax lets the cookies ride every request, so only the guard stands) and as
 * localhost (another site). The shopper is giulia.bianchi (README demo accounts), whose cart no
 * other journey changes.
 */
const SHOPPER = 'giulia.bianchi@example.it';
/** The catalogue's errors.crossSite, as the refused navigation shows it. */
const REFUSAL = 'solo dalle pagine del negozio';

interface ShopperState {
  userId: number;
  lines: string[];
  totalItems: number;
}

let attacker: Server;
let attackerPort: number;
let shopOrigin = '';

test.beforeAll(async ({ baseURL }) => {
  shopOrigin = new URL(baseURL ?? '').origin;
  attacker = createServer((_, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(attackerPage(shopOrigin));
  });
  await new Promise<void>((resolve) => attacker.listen(0, '127.0.0.1', resolve));
  attackerPort = (attacker.address() as AddressInfo).port;
});

test.afterAll(() => new Promise<void>((resolve) => attacker.close(() => resolve())));

function attackerPage(shop: string): string {
  return `<!doctype html><html lang="it"><head><meta charset="utf-8"><title>Altro sito</title></head>
<body>
<a id="link" href="${shop}/ebsn/api/saml/do-logout">Hai vinto un buono spesa!</a>
<form id="add" method="post" action="${shop}/ebsn/api/cart/add">
  <input type="hidden" name="productId" value="1001"><input type="hidden" name="quantity" value="3">
  <button>Ritira il buono</button>
</form>
<form id="logout" method="post" action="${shop}/ebsn/api/auth/logout"><button>Esci</button></form>
</body></html>`;
}

/** Who is shopping and what the cart holds, asked from a page of the shop. */
async function shopperState(page: Page): Promise<ShopperState> {
  await page.goto('/no-connection');
  return page.evaluate(async () => {
    const cart = (await (await fetch('/ebsn/api/cart/view')).json()) as {
      data: {
        user?: { userId: number };
        totalItems: number;
        cartItems?: { itemId: string; quantity: number }[];
      };
    };
    return {
      userId: cart.data.user?.userId ?? -1,
      totalItems: cart.data.totalItems,
      lines: (cart.data.cartItems ?? []).map((item) => `${item.itemId}×${item.quantity}`),
    };
  });
}

for (const host of ['127.0.0.1', 'localhost']) {
  test(`given a logged-in shopper, when a page on ${host} (another origin) tries a link, forms and scripts against /ebsn/api, then all are refused and the shopper and cart are untouched`, async ({
    consentGiven: page,
    allowConsoleErrors,
  }) => {
    // What the other origin tries is refused: 403 from the proxy, or the browser's CORS block.
    allowConsoleErrors(
      failedRequest(403, '/ebsn/api/'),
      /^Access to fetch at 'http:\/\/127\.0\.0\.1:\d+\/ebsn\/api\/auth\/logout' from origin '[^']+' has been blocked by CORS policy/,
      /^Failed to load resource: net::ERR_FAILED \(http:\/\/127\.0\.0\.1:\d+\/ebsn\/api\/auth\/logout\)$/,
    );
    await logIn(page, SHOPPER);
    const before = await shopperState(page);
    expect(before.userId).toBeGreaterThan(0);
    // The top bar's own background call after sign-in answers before the listening starts.
    await unreadCountKnown(page);

    const answers: string[] = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.origin === shopOrigin && url.pathname.startsWith('/ebsn/api/'))
        answers.push(`${response.request().method()} ${url.pathname} ${response.status()}`);
    });
    const attackerUrl = `http://${host}:${attackerPort}/`;

    // A top-level link: SameSite=Lax cookies ride it even from another site.
    await page.goto(attackerUrl);
    await page.locator('#link').click();
    await expect(page.locator('body')).toContainText(REFUSAL);

    // Forms posting to calls that change state.
    for (const form of ['#add', '#logout']) {
      await page.goto(attackerUrl);
      await page.locator(`${form} button`).click();
      await page.waitForURL((url) => url.origin === shopOrigin);
    }

    // Scripts: simple requests with the shopper's cookies, and one forging the SDK's header,
    // which needs a preflight the storefront never grants.
    await page.goto(attackerUrl);
    const forged = await page.evaluate(async (shop) => {
      const withCookies = { credentials: 'include', mode: 'no-cors' } as const;
      await fetch(`${shop}/ebsn/api/saml/do-logout`, withCookies);
      await fetch(`${shop}/ebsn/api/cart/add`, {
        ...withCookies,
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
        body: JSON.stringify({ items: [{ productId: 1001, quantity: 3 }] }),
      });
      try {
        await fetch(`${shop}/ebsn/api/auth/logout`, {
          method: 'POST',
          credentials: 'include',
          headers: { 'x-sporta-request': '1' },
        });
        return 'sent';
      } catch {
        return 'blocked';
      }
    }, shopOrigin);
    expect(forged).toBe('blocked');

    expect(answers).toEqual([
      'GET /ebsn/api/saml/do-logout 403',
      'POST /ebsn/api/cart/add 403',
      'POST /ebsn/api/auth/logout 403',
      'GET /ebsn/api/saml/do-logout 403',
      'POST /ebsn/api/cart/add 403',
    ]);
    expect(await shopperState(page)).toEqual(before);
  });
}
