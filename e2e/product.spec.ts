import type { APIRequestContext, APIResponse, Page } from '@playwright/test';
import { BACKEND_PORT } from '../playwright.config';
import {
  clientUuidOf,
  expect,
  expectNoAxeViolations,
  failedRequest,
  faultsFor,
  frameNavigated,
  tabTo,
  test,
  waitForShell,
} from './fixtures';

/**
 * The product page /product/{slug} (issue 14) against the reference backend: what it shows, its
 * JSON-LD, the option selector, the video player, an unknown slug, a failing API. The products
 * are found by asking the backend, so no generated id or slug is written here.
 */
const BACKEND = `http://127.0.0.1:${BACKEND_PORT}`;
const API = `${BACKEND}/ebsn/api`;

interface ApiProduct {
  productId: number;
  name: string;
  slug: string;
  priceDisplay: number;
  available?: number;
  selectOptions?: {
    name: string;
    parameterName: string;
    options: { key: string; value: string }[];
  }[];
  breadCrumbs?: { name: string; slug?: string }[];
  media?: { medium: string; type: string }[];
}

/** The data of an EBSN answer, once its envelope says it went well. */
async function dataOf<T>(answer: APIResponse): Promise<T> {
  const body = (await answer.json()) as { response: { status: number }; data: T };
  expect(body.response.status).toBe(0);
  return body.data;
}

const search = async (request: APIRequestContext, q: string) =>
  (
    await dataOf<{ products: ApiProduct[] }>(
      await request.get(`${API}/products`, { params: { q, page_size: 48 } }),
    )
  ).products;

const detail = async (request: APIRequestContext, slug: string) =>
  dataOf<ApiProduct>(await request.get(`${API}/products`, { params: { slug } }));

/** The first product of a search, in detail mode, that is what the journey needs. */
async function productLike(
  request: APIRequestContext,
  q: string,
  wanted: (product: ApiProduct) => boolean,
): Promise<ApiProduct> {
  for (const found of await search(request, q)) {
    const product = await detail(request, found.slug);
    if (wanted(product)) return product;
  }
  throw new Error(`the seed has no product for "${q}" as this journey needs it`);
}

const hasVideo = (product: ApiProduct) =>
  (product.media ?? []).some((item) => item.type === 'video');
const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const euro = (amount: number) =>
  new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' }).format(amount);

async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((text) => JSON.parse(text) as Record<string, unknown>);
}

test.describe('the product page', () => {
  test('given a product, then it shows name, price, unit price and breadcrumb, passes axe, and its JSON-LD says price and availability @mobile', async ({
    consentGiven: page,
    request,
  }) => {
    const product = await productLike(
      request,
      'spaghetti',
      (found) =>
        (found.available ?? 1) > 0 && (found.breadCrumbs ?? []).length > 0 && !hasVideo(found),
    );
    const response = await page.goto(`/product/${product.slug}`);
    expect(response?.status()).toBe(200);
    await waitForShell(page);

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
    await expect(page).toHaveTitle(new RegExp(`^${literally(product.name)}.* \\| Sporta$`));
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`/product/${product.slug}$`),
    );
    const picture = page.getByRole('img', { name: product.name, exact: true });
    await expect(picture).toHaveAttribute('fetchpriority', 'high');
    await expect(picture).toHaveAttribute('width', /\d+/);
    await expect(picture).toHaveAttribute('height', /\d+/);
    await expect(picture).not.toHaveAttribute('loading', 'lazy');

    const price = page.locator('.product__price');
    await expect(price).toContainText(euro(product.priceDisplay));
    // The unit price: per kg or l, or per piece.
    await expect(price).toContainText(/\d,\d{2}\s€\/(kg|l|pz)\b/);

    const breadcrumb = page.getByRole('navigation', { name: 'Sei qui' });
    await expect(breadcrumb.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    for (const crumb of product.breadCrumbs ?? []) {
      await expect(breadcrumb.getByRole('link', { name: crumb.name, exact: true })).toHaveAttribute(
        'href',
        `/category/${crumb.slug}`,
      );
    }
    await expect(breadcrumb.locator('[aria-current="page"]')).toHaveText(product.name);

    await expectNoAxeViolations(page);

    const data = await jsonLd(page);
    const item = data.find((entry) => entry['@type'] === 'Product') as
      | { image: string[]; offers: { price: string; url: string } }
      | undefined;
    expect(item).toMatchObject({
      '@context': 'https://schema.org',
      name: product.name,
      offers: {
        '@type': 'Offer',
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
      },
    });
    expect(Number(item?.offers.price)).toBe(product.priceDisplay);
    expect(item?.offers.url).toMatch(new RegExp(`^https?://[^/]+/product/${product.slug}$`));
    expect(item?.image[0]).toMatch(/^https?:\/\//);
    const trail = data.find((entry) => entry['@type'] === 'BreadcrumbList') as
      | { itemListElement: { position: number; name: string }[] }
      | undefined;
    const steps = trail?.itemListElement ?? [];
    expect(steps.map((step) => step.name)).toEqual([
      'Home',
      ...(product.breadCrumbs ?? []).map((crumb) => crumb.name),
      product.name,
    ]);
    expect(steps.map((step) => step.position)).toEqual(steps.map((_, index) => index + 1));

    // No video here: the video host is not allowed as a frame.
    expect(response?.headers()['content-security-policy'] ?? '').not.toContain('youtube');
  });

  test('given a product with nutrition values, then they are written the Italian way, never with a decimal point @mobile', async ({
    consentGiven: page,
    request,
  }) => {
    const product = await productLike(request, 'spaghetti', (found) => !hasVideo(found));
    await page.goto(`/product/${product.slug}`);
    const nutrition = page.getByRole('region', { name: 'Valori nutrizionali' });
    await expect(nutrition).toContainText(/Grassi\s*\d+,\d g/);
    await expect(nutrition).toContainText(/Carboidrati\s*\d+,\d g/);
    expect(await nutrition.textContent()).not.toMatch(/\d\.\d/);
  });

  test('given the kiwi, sold by weight, then its format says so, the quantity to add starts from its minimum, and the facts sit beside the picture, passing axe', async ({
    consentGiven: page,
    request,
  }) => {
    const kiwi = await productLike(request, 'kiwi', (found) => found.name === 'Kiwi');
    await page.goto(`/product/${kiwi.slug}`);
    const facts = page.getByRole('region', { name: 'Informazioni sul prodotto' });
    const format = facts.locator('div', { has: page.getByText('Formato', { exact: true }) });
    await expect(format.locator('dd')).toHaveText('Venduto a peso');
    await expect(page.getByText('Prezzo al kg')).toHaveCount(0);
    await expect(page.getByRole('combobox', { name: 'Quantità' })).toHaveValue('0.5');
    // Wide, the facts fill the column beside the picture instead of an empty half page.
    const picture = await page.getByRole('img', { name: 'Kiwi', exact: true }).boundingBox();
    const factsBox = await facts.boundingBox();
    expect(factsBox?.x ?? 0).toBeGreaterThan((picture?.x ?? 0) + (picture?.width ?? 0) - 1);
    expect(factsBox?.y ?? Number.POSITIVE_INFINITY).toBeLessThan(
      (picture?.y ?? 0) + (picture?.height ?? 0),
    );
    await expectNoAxeViolations(page);
    await tabTo(page, page.getByRole('button', { name: /^Aggiungi Kiwi/ }));
  });

  test('given a product with a few choices, then they are required radios the keyboard can choose', async ({
    consentGiven: page,
    request,
  }) => {
    const product = await productLike(
      request,
      'pane casereccio',
      (found) =>
        (found.selectOptions ?? []).length > 0 &&
        (found.selectOptions ?? []).every((option) => option.options.length <= 4),
    );
    await page.goto(`/product/${product.slug}`);
    const form = page.getByRole('form', { name: 'Opzioni del prodotto' });
    await expect(form).toBeVisible();
    for (const option of product.selectOptions ?? []) {
      const group = form.getByRole('group', { name: option.name, exact: true });
      const radios = group.getByRole('radio');
      await expect(radios).toHaveCount(option.options.length);
      for (const [index, choice] of option.options.entries()) {
        const radio = group.getByRole('radio', { name: choice.value, exact: true });
        await expect(radio).toHaveJSProperty('required', true);
        await expect(radios.nth(index)).toHaveAttribute('value', choice.key);
      }
    }
    expect(await form.evaluate((element) => (element as HTMLFormElement).checkValidity())).toBe(
      false,
    );

    // Native radios: one tab stop, arrows move and choose.
    const first = product.selectOptions?.[0];
    const group = form.getByRole('group', { name: first?.name ?? '', exact: true });
    await group.getByRole('radio').first().focus();
    await page.keyboard.press('Space');
    await expect(group.getByRole('radio').first()).toBeChecked();
    await page.keyboard.press('ArrowRight');
    await expect(group.getByRole('radio').nth(1)).toBeChecked();
    for (const option of (product.selectOptions ?? []).slice(1)) {
      await form
        .getByRole('group', { name: option.name, exact: true })
        .getByRole('radio')
        .first()
        .check();
    }
    expect(await form.evaluate((element) => (element as HTMLFormElement).checkValidity())).toBe(
      true,
    );
  });

  test('given a product with more than four choices, then it offers them in a required select and passes axe', async ({
    consentGiven: page,
    request,
  }) => {
    const product = await productLike(request, 'torta della nonna', (found) =>
      (found.selectOptions ?? []).some((option) => option.options.length > 4),
    );
    await page.goto(`/product/${product.slug}`);
    const form = page.getByRole('form', { name: 'Opzioni del prodotto' });
    const option = (product.selectOptions ?? []).find((each) => each.options.length > 4);
    const select = form.getByRole('combobox', { name: option?.name ?? '', exact: true });
    await expect(select).toHaveJSProperty('required', true);
    await expect(select).toHaveValue('');
    // The choices after the empty "Scegli…".
    await expect(select.locator('option')).toHaveCount((option?.options.length ?? 0) + 1);
    await expect(form.getByRole('group', { name: option?.name ?? '', exact: true })).toBeVisible();
    await expectNoAxeViolations(page);

    const choice = option?.options[1];
    await select.selectOption(choice?.key ?? '');
    await expect(select).toHaveValue(choice?.key ?? '');
    expect(await form.evaluate((element) => (element as HTMLFormElement).checkValidity())).toBe(
      true,
    );
  });

  test('given a product with a video, then the player shows in a titled frame the page allows', async ({
    consentGiven: page,
    request,
  }) => {
    const product = await productLike(request, 'lasagne', hasVideo);
    const response = await page.goto(`/product/${product.slug}`);
    expect(response?.headers()['content-security-policy']).toContain(
      'https://www.youtube-nocookie.com',
    );
    const videos = page.getByRole('region', { name: 'Video', exact: true });
    const player = videos.locator('iframe');
    await expect(player).toHaveCount(1);
    await expect(player).toHaveAttribute('title', `Video: ${product.name}`);
    await expect(player).toHaveAttribute(
      'src',
      /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}$/,
    );
    await player.scrollIntoViewIfNeeded();
    // A frame-src refusal would be a console error the fixture fails the journey on.
    await frameNavigated(player);
  });

  test('given an unknown slug, then it lands on /not-found', async ({
    consentGiven: page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(failedRequest(404, '/not-found'));
    const response = await page.goto('/product/prodotto-che-non-esiste-e2e');
    await expect(page).toHaveURL(/\/not-found$/);
    expect(response?.status()).toBe(404);
    await expect(page.getByText('Pagina non trovata, impossibile continuare')).toBeVisible();
  });
});

/**
 * A failing API, by the reference backend's faults (`/_dev/faults?clientUuid=…`): the rule
 * holds for this browser's installation id only and replaces only this browser's rules, so
 * tests running in parallel never meet or undo it.
 */
test.describe('the product page when the API fails', () => {
  test.afterEach(async ({ request, context }) => {
    const clientUuid = await clientUuidOf(context);
    if (clientUuid) await faultsFor(request, clientUuid, []);
  });

  test('given the API answering 500, then the page says so in Italian with a 502, never a crash', async ({
    consentGiven: page,
    context,
    request,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(failedRequest(502, '/product/'));
    const [product] = await search(request, 'spaghetti');
    // The proxy gives this browser its installation id on its first call.
    await page.goto('/no-connection');
    await page.request.get('/ebsn/api/cart/view');
    const clientUuid = await clientUuidOf(context);
    expect(clientUuid).toMatch(/^[0-9a-f]{32}$/);

    expect(
      (await faultsFor(request, clientUuid, [{ path: 'products', http500Rate: 1 }])).ok(),
    ).toBe(true);
    const response = await page.goto(`/product/${product?.slug}`);
    expect(response?.status()).toBe(502);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Prodotto non disponibile');
    await expect(page.getByRole('alert')).toContainText(
      'Si è verificato un errore, riprova tra qualche minuto.',
    );
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });
});
