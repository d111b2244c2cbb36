import type { Page } from '@playwright/test';
import {
  expect,
  expectNoAxeViolations,
  failedRequest,
  tabTo,
  test,
  waitForShell,
} from './fixtures';

/**
 * Browsing the catalogue against the reference backend (issue 14): the category tree of the
 * drawer, category listings with facets, sort and pages carried by the URL, /catalog, search,
 * a missing category.
 */

const filters = (page: Page) => page.locator('details.listing__filters');
const results = (page: Page) => page.getByRole('list', { name: 'Prodotti' }).getByRole('listitem');

/**
 * Opens the filters when they wait behind "Filtri" (a <details> on a phone; wide, they are open
 * at the side; a long facet's "Mostra tutti" is another <details> inside them).
 */
async function openFilters(page: Page) {
  const details = filters(page);
  const toggle = details.locator(':scope > summary');
  if ((await details.getAttribute('open')) === null && (await toggle.isVisible()))
    await toggle.click();
}

/** The price per kg or l each card shows ("1,60 €/kg"), in the cards' order. */
async function shownUnitPrices(page: Page): Promise<number[]> {
  const texts = await results(page).allTextContents();
  return texts.map((text) => {
    const found = [...text.matchAll(/([\d.,]+)\s*€\/(?:kg|l)(?![a-z])/g)].at(-1)?.[1] ?? 'NaN';
    return Number(found.replace(/\./g, '').replace(',', '.'));
  });
}

test.describe('the category tree', () => {
  test('given the drawer, then department → group → leaf category leads to its products, by keyboard and passing axe', async ({
    consentGiven: page,
  }) => {
    await page.goto('/');
    await waitForShell(page);
    await page.getByRole('button', { name: 'Categorie' }).click();
    const drawer = page.getByRole('dialog', { name: 'Categorie' });
    await expect(drawer).toBeVisible();
    const pasta = drawer.locator('summary', { hasText: /^Pasta$/ });
    await pasta.focus();
    await page.keyboard.press('Enter');
    const dry = drawer.locator('summary', { hasText: 'Pasta secca' });
    await expect(dry).toBeVisible();
    // Level 2 shows its department's icon.
    await expect(dry.locator('img')).toHaveAttribute('src', /spaghetti/);
    await expectNoAxeViolations(page);
    await dry.focus();
    await page.keyboard.press('Enter');
    await drawer.getByRole('link', { name: 'Pasta lunga' }).click();
    await expect(page).toHaveURL(/\/category\/pasta-lunga$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Pasta lunga' })).toBeVisible();
    await expect(results(page).first()).toBeVisible();
  });

  test('given the tree cannot be loaded, then the drawer says so and tries again by keyboard, passing axe', async ({
    consentGiven: page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(failedRequest(503, '/api/category-tree'));
    // The tree comes from the storefront's own endpoint when the drawer first opens: its first
    // answer fails here, the next one is the real tree.
    let failed = false;
    await page.route('**/api/category-tree', (route) => {
      if (failed) return route.continue();
      failed = true;
      return route.fulfill({ status: 503, json: { categories: [] } });
    });
    await page.goto('/category/pasta');
    await waitForShell(page);
    await page.getByRole('button', { name: 'Categorie' }).click();
    const drawer = page.getByRole('dialog', { name: 'Categorie' });
    await expect(drawer.getByRole('alert')).toHaveText(
      /Non è stato possibile caricare le categorie/,
    );
    await expectNoAxeViolations(page);
    await drawer.getByRole('button', { name: 'Ricarica le categorie' }).focus();
    await page.keyboard.press('Enter');
    await expect(drawer.locator('summary', { hasText: /^Pasta$/ })).toBeVisible();
    // The focus stays in the drawer; the next Tab leads into the tree.
    await page.keyboard.press('Tab');
    await expect(drawer.locator('summary').first()).toBeFocused();
  });
});

test.describe('a category listing', () => {
  test('given a listing, when the shopper scrolls down to its pages, then they stay where they were laid out', async ({
    consentGiven: page,
  }) => {
    // Cards laid out only near the screen (content-visibility) grew as they came in, moving the
    // pages under the pointer: a click on "Pagina 2" landed elsewhere.
    await page.goto('/category/pasta');
    await waitForShell(page);
    const link = page.getByRole('link', { name: 'Pagina 2' });
    const offset = () =>
      link.evaluate(
        (element) =>
          new Promise<number>((resolve) =>
            // Two frames: whatever came into view has been laid out and painted.
            requestAnimationFrame(() =>
              requestAnimationFrame(() =>
                resolve(element.getBoundingClientRect().top + window.scrollY),
              ),
            ),
          ),
      );
    const before = await offset();
    await link.scrollIntoViewIfNeeded();
    expect(await offset()).toBe(before);
  });

  test('given a brand, a sort and page 2, then the URL carries them, back and forward restore them, and the page passes axe', async ({
    consentGiven: page,
  }) => {
    await page.goto('/category/pasta');
    await expect(page.getByRole('heading', { name: /^\d+ prodotti trovati$/ })).toBeVisible();
    await expect(results(page)).toHaveCount(24);
    await expectNoAxeViolations(page);

    await openFilters(page);
    await page.getByRole('checkbox', { name: /^BARILLA \(\d+\)$/ }).check();
    await page.getByLabel('Ordina per').selectOption({ label: 'Prezzo crescente' });
    await page.getByRole('button', { name: 'Applica' }).click();
    await expect(page).toHaveURL(/vendor_id=\d+.*sort=pri_asc/);
    await expect(page.getByRole('heading', { name: '18 prodotti trovati' })).toBeVisible();
    const prices = await page.locator('article [class*="_current_"]').allTextContents();
    const euros = prices.map((text) => Number(text.replace(/[^\d,]/g, '').replace(',', '.')));
    expect(euros).toEqual([...euros].sort((a, b) => a - b));

    // A second page of the same selection (24 a page: a category with more is needed).
    await page.goto('/category/pasta?sort=alf_asc');
    await page.getByRole('link', { name: 'Pagina 2' }).click();
    await expect(page).toHaveURL(/sort=alf_asc&page=2$/);
    const secondPageFirst = await results(page).first().textContent();
    await page.goBack();
    await expect(page).toHaveURL(/\/category\/pasta\?sort=alf_asc$/);
    await expect(page.getByLabel('Ordina per')).toHaveValue('alf_asc');
    await page.goForward();
    await expect(page).toHaveURL(/page=2$/);
    await expect(results(page).first()).toHaveText(secondPageFirst ?? '');
  });

  test('given page 2, then changing the sort keeps the page and changing a filter goes back to page 1', async ({
    consentGiven: page,
  }) => {
    await page.goto('/category/pasta?page=2');
    await openFilters(page);
    await page.getByLabel('Ordina per').selectOption({ label: 'Nome dalla Z alla A' });
    await page.getByRole('button', { name: 'Applica' }).click();
    await expect(page).toHaveURL(/sort=alf_des&page=2$/);

    await openFilters(page);
    await page.getByRole('checkbox', { name: 'In promozione' }).check();
    await page.getByRole('button', { name: 'Applica' }).click();
    await expect(page).toHaveURL(/promo=1&sort=alf_des$/);
    await expect(page.getByRole('checkbox', { name: 'In promozione' })).toBeChecked();
  });

  test('given filters that match nothing, then it says so and offers to take them off', async ({
    consentGiven: page,
  }) => {
    await page.goto('/category/pasta?vendor_id=999999');
    await expect(page.getByRole('heading', { name: 'Nessun prodotto trovato' })).toBeVisible();
    await page.getByRole('link', { name: 'Togli i filtri' }).first().click();
    await expect(page).toHaveURL(/\/category\/pasta$/);
    await expect(results(page)).toHaveCount(24);
  });

  test('given a category that does not exist, then /not-found', async ({
    consentGiven: page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(failedRequest(404, '/not-found'));
    await page.goto('/category/non-esiste-davvero');
    await expect(page).toHaveURL(/\/not-found$/);
  });
});

test.describe('filters, sort and chips (issue 38)', () => {
  test('given the sort by price per kg, chosen by keyboard, then the cards come in the order of the unit price they show, and the page passes axe', async ({
    consentGiven: page,
  }) => {
    await page.goto('/search?q=pasta');
    const sort = page.getByLabel('Ordina per');
    // Beside the count, not inside the filters.
    await expect(sort).toBeVisible();
    await sort.focus();
    await sort.selectOption({ label: 'Prezzo al kg/l crescente' });
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Ordina', exact: true })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=pasta&sort=pum_asc$/);
    await expect(sort).toHaveValue('pum_asc');
    const prices = await shownUnitPrices(page);
    expect(prices).toHaveLength(24);
    expect(prices.every(Number.isFinite)).toBe(true);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    // Not the order of the pack's price: a family pack comes before a small one.
    await page.goto('/search?q=pasta&sort=pri_asc');
    expect(await shownUnitPrices(page)).not.toEqual(prices);
    await page.goto('/search?q=pasta&sort=pum_asc');
    await expectNoAxeViolations(page);
  });

  test('given a brand and promo on, then a chip for each takes that one off, "Rimuovi tutti" takes them all, and the boxes are 24 px', async ({
    consentGiven: page,
  }) => {
    await page.goto('/category/pasta');
    await openFilters(page);
    const barilla = page.getByRole('checkbox', { name: /^BARILLA \(\d+\)$/ });
    const box = await barilla.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(24);
    expect(box?.height).toBeGreaterThanOrEqual(24);
    await barilla.check();
    await page.getByRole('checkbox', { name: 'In promozione' }).check();
    await page.getByRole('button', { name: 'Applica' }).click();
    await expect(page).toHaveURL(/vendor_id=\d+&promo=1$/);

    const chips = page.getByRole('list', { name: 'Filtri attivi' });
    await expect(chips).toBeVisible();
    await expectNoAxeViolations(page);
    await chips.getByRole('link', { name: 'Togli il filtro BARILLA' }).click();
    await expect(page).toHaveURL(/\/category\/pasta\?promo=1$/);
    await expect(chips.getByRole('link', { name: /^Togli il filtro/ })).toHaveCount(1);
    await openFilters(page);
    await expect(page.getByRole('checkbox', { name: /^BARILLA \(\d+\)$/ })).not.toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'In promozione' })).toBeChecked();

    await chips.getByRole('link', { name: 'Rimuovi tutti' }).click();
    await expect(page).toHaveURL(/\/category\/pasta$/);
    await expect(chips).toHaveCount(0);
  });
});

test.describe('a listing on a phone (390 × 844)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('given a search, then the first card starts near the top, the filters wait behind "Filtri (n)" with rows of 44 px, and the page passes axe', async ({
    consentGiven: page,
  }) => {
    await page.goto('/search?q=pasta&promo=1');
    const first = await results(page).first().boundingBox();
    expect(first?.y).toBeLessThanOrEqual(400);
    const toggle = filters(page).locator(':scope > summary');
    await expect(toggle).toHaveText('Filtri (1)');
    const promo = page.getByRole('checkbox', { name: 'In promozione' });
    await expect(promo).toBeHidden();
    await expect(
      page.getByRole('list', { name: 'Filtri attivi' }).getByRole('link', {
        name: 'Togli il filtro In promozione',
      }),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    // By keyboard: the toggle is the first stop after the title's links.
    await tabTo(page, toggle);
    await page.keyboard.press('Enter');
    await expect(promo).toBeVisible();
    const box = await promo.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(24);
    const row = await page.locator('label', { has: promo }).boundingBox();
    expect(row?.height).toBeGreaterThanOrEqual(44);
    await promo.uncheck();
    await page.getByRole('checkbox', { name: 'Novità' }).check();
    await page.getByRole('button', { name: 'Applica' }).click();
    await expect(page).toHaveURL(/\/search\?q=pasta&new=1$/);
    await expect(toggle).toHaveText('Filtri (1)');
  });
});

test.describe('a long facet, without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('given a brand behind "Mostra tutti", then it can be chosen, and once chosen it shows up front', async ({
    consentGiven: page,
  }) => {
    await page.goto('/category/pasta');
    await openFilters(page);
    const brands = page.getByRole('group', { name: 'Marchio' });
    const sporta = brands.getByRole('checkbox', { name: /^SPORTA \(\d+\)$/ });
    await expect(sporta).toBeHidden();
    await brands.getByText(/^Mostra tutti \(\d+\)$/).click();
    await sporta.check();
    await page.getByRole('button', { name: 'Applica' }).click();
    await expect(page).toHaveURL(/\/category\/pasta\?vendor_id=\d+$/);
    await openFilters(page);
    // Chosen: in sight without opening "Mostra tutti", which still holds the others.
    await expect(sporta).toBeVisible();
    await expect(sporta).toBeChecked();
    await expect(brands.getByRole('checkbox', { name: /^VOIELLO \(\d+\)$/ })).toBeHidden();
  });
});

test.describe('the whole catalogue and search', () => {
  test('given /catalog, then every product, without the filters chosen elsewhere', async ({
    consentGiven: page,
  }) => {
    await page.goto('/category/pasta?promo=1');
    await page.goto('/catalog');
    await expect(page.getByRole('heading', { level: 1, name: 'Tutti i prodotti' })).toBeVisible();
    await openFilters(page);
    await expect(page.getByRole('checkbox', { name: 'In promozione' })).not.toBeChecked();
    await expect(results(page)).toHaveCount(24);
  });

  test('given words in the top bar, then /search lists what matches, passing axe', async ({
    consentGiven: page,
  }) => {
    await page.goto('/');
    await waitForShell(page);
    const box = page.getByRole('combobox', { name: 'Cerca prodotti' });
    await box.fill('latte');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=latte$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Risultati per «latte»' }),
    ).toBeVisible();
    await expect(results(page).first()).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto('/search?q=zzzqqq');
    await expect(page.getByText('Nessun prodotto corrisponde a «zzzqqq»')).toBeVisible();
    // Nothing in the catalogue is close to it: nothing to suggest.
    await expect(page.getByText('Forse cercavi')).toHaveCount(0);
  });

  test('given a misspelt word, then "Forse cercavi" offers the catalogue\'s word, which finds products, by keyboard and passing axe', async ({
    consentGiven: page,
  }) => {
    await page.goto('/search?q=spagheti');
    await expect(page.getByText('Nessun prodotto corrisponde a «spagheti»')).toBeVisible();
    await expect(page.getByText('Forse cercavi spaghetti?')).toBeVisible();
    await expectNoAxeViolations(page);
    const suggestion = page.getByRole('link', { name: 'spaghetti', exact: true });
    await tabTo(page, suggestion);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=spaghetti$/);
    await expect(results(page).first()).toContainText(/spaghetti/i);
  });
});

/**
 * Records, in every page from now on, the navigations the page starts to another document: the
 * Navigation API's navigate event fires as location.replace is called.
 */
async function recordLeaving(page: Page) {
  await page.addInitScript(() => {
    const leaving: string[] = [];
    Object.assign(window, { sportaLeaving: leaving });
    navigation.addEventListener('navigate', ({ destination }) => {
      // The shell's history.replaceState is a navigation too, within the page.
      if (!destination.sameDocument) leaving.push(destination.url);
    });
  });
}

/** The listing shown stays as it is: its script, which runs before the shell's, restored nothing. */
async function expectStaysBare(page: Page, path: string) {
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await waitForShell(page);
  const leaving = await page.evaluate(
    () => (window as unknown as { sportaLeaving: string[] }).sportaLeaving,
  );
  expect(leaving).toEqual([]);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
}

async function expectOpensBare(page: Page, path: string) {
  await recordLeaving(page);
  await page.goto(path);
  await expectStaysBare(page, path);
}

/** Chooses the SPORTA brand (behind "Mostra tutti" until chosen) and a sort, and applies them. */
async function chooseBrandAndSort(page: Page, sort: string) {
  await openFilters(page);
  const brands = page.getByRole('group', { name: 'Marchio' });
  await brands.getByText(/^Mostra tutti \(\d+\)$/).click();
  await brands.getByRole('checkbox', { name: /^SPORTA \(\d+\)$/ }).check();
  await page.getByLabel('Ordina per').selectOption({ label: sort });
  await page.getByRole('button', { name: 'Applica' }).click();
}

test.describe('the last filters, kept in the browser', () => {
  test('given a brand and a sort chosen on a category, when the shopper comes back to it from Home, then they are back, and taking them off keeps them off', async ({
    consentGiven: page,
  }) => {
    await page.goto('/category/pasta');
    await chooseBrandAndSort(page, 'Prezzo crescente');
    await expect(page).toHaveURL(/\/category\/pasta\?vendor_id=\d+&sort=pri_asc$/);
    await page.getByRole('link', { name: 'Sporta, vai alla home' }).click();
    await expect(page).toHaveURL(/\/$/);

    await page.goto('/category/pasta');
    await expect(page).toHaveURL(/\/category\/pasta\?vendor_id=\d+&sort=pri_asc$/);
    await openFilters(page);
    await expect(page.getByRole('checkbox', { name: /^SPORTA \(\d+\)$/ })).toBeChecked();
    await expect(page.getByLabel('Ordina per')).toHaveValue('pri_asc');
    // Replaced, not pushed: Back leads to Home, not to the bare listing.
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await page.goForward();
    await expect(page).toHaveURL(/vendor_id=\d+&sort=pri_asc$/);

    await recordLeaving(page);
    await page.getByRole('link', { name: 'Rimuovi tutti' }).click();
    await expectStaysBare(page, '/category/pasta');
    await page.goto('/');
    await expectOpensBare(page, '/category/pasta');
  });

  test('given filters chosen, when the shopper unticks them all and applies, then the form leads to the bare listing and it stays bare', async ({
    consentGiven: page,
  }) => {
    await page.goto('/category/pasta');
    await chooseBrandAndSort(page, 'Prezzo crescente');
    await expect(page).toHaveURL(/vendor_id=\d+&sort=pri_asc$/);
    await recordLeaving(page);
    await openFilters(page);
    await page.getByRole('checkbox', { name: /^SPORTA \(\d+\)$/ }).uncheck();
    await page.getByLabel('Ordina per').selectOption({ label: 'Rilevanza' });
    await page.getByRole('button', { name: 'Applica' }).click();
    await expectStaysBare(page, '/category/pasta');
    await page.goto('/');
    await expectOpensBare(page, '/category/pasta');
  });

  test('given filters on a category, when the shopper opens /catalog, then the category opens without them', async ({
    consentGiven: page,
  }) => {
    await page.goto('/category/pasta');
    await chooseBrandAndSort(page, 'Prezzo crescente');
    await expect(page).toHaveURL(/vendor_id=\d+&sort=pri_asc$/);
    await page.goto('/catalog');
    await expect(page.getByRole('heading', { level: 1, name: 'Tutti i prodotti' })).toBeVisible();
    await expectOpensBare(page, '/category/pasta');
    await expect(results(page)).toHaveCount(24);
  });

  test('given filters on a category, when the shopper opens another, then it opens without them, and so does the first after it', async ({
    consentGiven: page,
  }) => {
    await page.goto('/category/pasta');
    await chooseBrandAndSort(page, 'Prezzo crescente');
    await expect(page).toHaveURL(/vendor_id=\d+&sort=pri_asc$/);
    await expectOpensBare(page, '/category/pasta-lunga');
    await expect(page.getByRole('heading', { level: 1, name: 'Pasta lunga' })).toBeVisible();
    await expectOpensBare(page, '/category/pasta');
  });

  test('given a brand, a sort and page 2, when the shopper opens a product and comes Back, then the same page, filters and scroll position', async ({
    consentGiven: page,
  }) => {
    await page.goto('/category/pasta');
    await chooseBrandAndSort(page, 'Nome dalla A alla Z');
    await expect(page).toHaveURL(/vendor_id=\d+&sort=alf_asc$/);
    // The filtered page loaded whole (its URL shows before): a click while it loads may be lost.
    await waitForShell(page);
    await page.getByRole('link', { name: 'Pagina 2' }).click();
    await expect(page).toHaveURL(/vendor_id=\d+&sort=alf_asc&page=2$/);
    await waitForShell(page);
    const card = results(page).nth(16);
    await card.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(100);
    const name = await card.getByRole('heading').textContent();
    // Follow the card's link without Playwright scrolling it first.
    await card
      .getByRole('link')
      .first()
      .evaluate((link: HTMLAnchorElement) => link.click());
    await expect(page).toHaveURL(/\/product\//);
    await expect(page.getByRole('heading', { level: 1, name: name ?? '' })).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL(/vendor_id=\d+&sort=alf_asc&page=2$/);
    await expect
      .poll(async () => Math.abs((await page.evaluate(() => window.scrollY)) - scrolled))
      .toBeLessThanOrEqual(2);
    await openFilters(page);
    await expect(page.getByRole('checkbox', { name: /^SPORTA \(\d+\)$/ })).toBeChecked();
    await expect(page.getByLabel('Ordina per')).toHaveValue('alf_asc');
    await expect(page.getByRole('link', { name: 'Pagina 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});
