/**
 * What a shopper sees on a phone (issue 38 §5, §7, §8), at 390 px and at the narrowest, 320 px:
 * every control inside its card, drawer or dialog, big enough for a thumb, and reachable.
 */
import type { Locator, Page } from '@playwright/test';
import {
  expect,
  expectNoAxeViolations,
  signInFreshShopper,
  tabTo,
  test,
  waitForShell,
} from './fixtures';

// The shop's default motion, as most phones have it: the drawers and dialogs measured here open
// with their animation (the suite's other journeys run with reduced motion: playwright.config.ts).
test.use({ reducedMotion: 'no-preference' });

type Box = { x: number; y: number; width: number; height: number };

async function boxOf(locator: Locator): Promise<Box> {
  // Once the page's finite animations have ended (a dialog's or a drawer's opening): mid-way, a
  // 44 px button measured 43.99998 px tall in one run.
  await locator.page().evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const box = await locator.boundingBox();
  if (!box) throw new Error('not laid out');
  return box;
}

/** `inner` lies inside `outer`, a rounding pixel allowed. */
function expectInside(inner: Box, outer: Box, what: string) {
  expect(inner.x, `${what}: left`).toBeGreaterThanOrEqual(outer.x - 0.5);
  expect(inner.y, `${what}: top`).toBeGreaterThanOrEqual(outer.y - 0.5);
  expect(inner.x + inner.width, `${what}: right`).toBeLessThanOrEqual(outer.x + outer.width + 0.5);
  expect(inner.y + inner.height, `${what}: bottom`).toBeLessThanOrEqual(
    outer.y + outer.height + 0.5,
  );
}

/** `inner` within `outer`'s width (a dialog that scrolls down may be taller than the screen). */
function expectInsideAcross(inner: Box, outer: Box, what: string) {
  expect(inner.x, `${what}: left`).toBeGreaterThanOrEqual(outer.x - 0.5);
  expect(inner.x + inner.width, `${what}: right`).toBeLessThanOrEqual(outer.x + outer.width + 0.5);
}

/** A thumb's target: 44 × 44 px at least (a box's edges are floats: a hundredth of a pixel allowed). */
function expectThumbSized(box: Box, what: string) {
  expect(box.width, `${what}: width`).toBeGreaterThanOrEqual(43.99);
  expect(box.height, `${what}: height`).toBeGreaterThanOrEqual(43.99);
}

/** Adds the product from its card in the search for `query`; its card, once the stepper shows. */
async function addFromCard(page: Page, query: string, name: RegExp, pack: string) {
  await page.goto(`/search?q=${query}`);
  await waitForShell(page);
  const card = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name }), hasText: pack })
    .first();
  const add = card.getByRole('button', { name: /^Aggiungi/ });
  expectThumbSized(await boxOf(add), '"Aggiungi"');
  await add.click();
  await expect(card.getByRole('spinbutton')).toBeVisible();
  return card;
}

/** The card's stepper within the card; its buttons, its quantity and the heart thumb-sized. */
async function expectStepperFits(card: Locator) {
  const cardBox = await boxOf(card);
  const stepper = card.getByRole('spinbutton').locator('xpath=ancestor::div[1]');
  expectInside(await boxOf(stepper), cardBox, 'the stepper');
  for (const name of ['Diminuisci quantità', 'Aumenta quantità']) {
    const button = await boxOf(card.getByRole('button', { name }));
    expectInside(button, cardBox, name);
    expectThumbSized(button, name);
  }
  const heart = await boxOf(card.getByRole('button', { name: /nella lista/ }));
  expectInside(heart, cardBox, 'the heart');
}

for (const width of [320, 390, 1366]) {
  const screen = width < 600 ? `@mobile a phone ${width} px wide` : `a desktop ${width} px wide`;
  test.describe(screen, () => {
    test.use({ viewport: { width, height: 844 } });

    test('the pack and the weight steppers fit inside their cards', async ({
      consentGiven: page,
    }) => {
      await signInFreshShopper(page, { slotChosen: true });
      const pack = await addFromCard(page, 'mirtilli', /^Mirtilli$/, '3 x 125 g');
      await expect(pack.getByRole('spinbutton')).toHaveValue('1');
      await expectStepperFits(pack);
      await expectNoAxeViolations(page, 'main');
      const loose = await addFromCard(page, 'mele', /^Mele Golden Delicious$/, 'Mele');
      await expectStepperFits(loose);
      // Keyboard: the stepper is one tab stop, arrows step.
      await loose.getByRole('spinbutton').focus();
      const shown = loose.getByRole('spinbutton');
      const before = await shown.getAttribute('aria-valuenow');
      await page.keyboard.press('ArrowUp');
      await expect(shown).not.toHaveAttribute('aria-valuenow', before ?? '');
    });

    test('every delivery service of the address dialog is in sight and reachable by keyboard', async ({
      consentGiven: page,
    }) => {
      await signInFreshShopper(page, { addressChosen: true });
      await page.goto('/');
      await waitForShell(page);
      await page.locator('[data-overlay-open="cart"]').click();
      await page.locator('[data-delivery-change="address"]').click();
      const dialog = page.locator('#dialog-address');
      const tabs = dialog.getByRole('tab');
      await expect(tabs.first()).toBeVisible();
      const dialogBox = await boxOf(dialog);
      const names = await tabs.allTextContents();
      expect(names).toEqual(expect.arrayContaining(['Ritiro in negozio', 'Angeli della spesa']));
      expect(names.length).toBeGreaterThanOrEqual(4);
      // In sight at once, none cut by the dialog's edge, each a thumb's target.
      for (const name of names) {
        const tab = dialog.getByRole('tab', { name, exact: true });
        await expect(tab).toBeInViewport({ ratio: 1 });
        const box = await boxOf(tab);
        expectInside(box, dialogBox, name);
        expectThumbSized(box, name);
      }
      // Keyboard: the arrows go through every service, each in sight when it has the focus.
      await dialog.getByRole('tab', { selected: true }).focus();
      for (let step = 1; step < names.length; step++) {
        await page.keyboard.press('ArrowRight');
        await expect(page.locator(':focus')).toHaveAttribute('role', 'tab');
        await expect(page.locator(':focus')).toBeInViewport({ ratio: 1 });
      }
      await dialog.getByRole('tab', { name: 'Ritiro in negozio', exact: true }).click();
      const findStore = dialog.locator('[data-delivery-action="find-store"]');
      await expect(findStore).toBeVisible();
      // Nothing of the panel wider than the dialog (the search box, a row's buttons).
      expectInsideAcross(await boxOf(findStore), dialogBox, 'the find-store button');
      expectInsideAcross(
        await boxOf(dialog.locator('#address-selector-search')),
        dialogBox,
        'the search box',
      );
      await expectNoAxeViolations(page, '#dialog-address');
    });
  });
}

/** Seven products, a slot chosen: a cart of a week's shopping. */
const SEVEN_LINES = {
  slotChosen: true,
  items: [273, 103, 500, 101, 102, 104, 105].map((productId) => ({ productId, quantity: 2 })),
};

for (const viewport of [
  { width: 390, height: 844 },
  { width: 320, height: 640 },
]) {
  test(`@mobile at ${viewport.width}×${viewport.height}, the drawer keeps TOTALE and "Concludi ordine" in view, its lines compact`, async ({
    consentGiven: page,
  }) => {
    await page.setViewportSize(viewport);
    await signInFreshShopper(page, SEVEN_LINES);
    await page.goto('/');
    await waitForShell(page);
    await page.locator('[data-overlay-open="cart"]').click();
    const drawer = page.locator('#drawer-cart');
    const lines = drawer.getByRole('article');
    await expect(lines).toHaveCount(7);
    const checkout = drawer.getByRole('link', { name: 'Concludi ordine' });
    // The drawer's scrolling body (ui-kit Drawer).
    const body = drawer.locator('[class*="body"]').first();
    const total = drawer.getByText('TOTALE').last();
    // In view at once, and still after scrolling the lines to their middle and to their end.
    for (const where of ['top', 'middle', 'end'] as const) {
      await body.evaluate((element, at) => {
        const { scrollHeight } = element;
        element.scrollTop = at === 'top' ? 0 : at === 'middle' ? scrollHeight / 2 : scrollHeight;
      }, where);
      await expect(checkout, `"Concludi ordine" at the ${where}`).toBeInViewport({ ratio: 1 });
      await expect(total, `TOTALE at the ${where}`).toBeInViewport({ ratio: 1 });
    }
    // Compact lines: at 390 px most names fit one line and their line takes ≤ 120 px; a long
    // name wrapping (to three lines at 320 px) takes ≤ 170 px.
    const heights = await lines.evaluateAll((all) =>
      all.map((line) => line.getBoundingClientRect().height),
    );
    if (viewport.width === 390)
      expect(heights.filter((height) => height <= 120).length).toBeGreaterThanOrEqual(4);
    for (const height of heights) expect(height).toBeLessThanOrEqual(170);
    // Every control of a line inside it; the heart beside the delete button, not on a row of its own.
    const first = lines.first();
    const lineBox = await boxOf(first);
    for (const control of await first.getByRole('button').all())
      expectInsideAcross(await boxOf(control), lineBox, "a line's button");
    const heart = await boxOf(first.getByRole('button', { name: /nella lista/ }));
    const trash = await boxOf(first.getByRole('button', { name: /^Elimina/ }));
    expect(Math.abs(heart.y - trash.y)).toBeLessThan(4);
    // 'Svuota carrello' far from the main action: more than two thumbs' targets between them.
    await body.evaluate((element) => {
      element.scrollTop = 0;
    });
    const empty = await boxOf(drawer.getByRole('button', { name: 'Svuota carrello' }));
    const main = await boxOf(checkout);
    expect(main.y - (empty.y + empty.height)).toBeGreaterThan(100);
    // The delivery box: the address across the box, not a one-word column.
    const address = await boxOf(drawer.locator('[data-delivery-info="address"]'));
    const box = await boxOf(drawer.locator('.delivery-info'));
    expect(address.width).toBeGreaterThan(box.width * 0.7);
    // Keyboard: the main action is reached with Tab; axe finds nothing in the drawer.
    await tabTo(page, checkout);
    await expect(checkout).toBeFocused();
    await expectNoAxeViolations(page, '#drawer-cart');
  });
}
