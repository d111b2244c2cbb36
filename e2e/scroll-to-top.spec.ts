/**
 * The scroll-to-top button never over money or text (issue 38 §6): absent where totals are summed
 * up (checkout, payment); elsewhere, whenever it shows, its box covers no text (prices, the
 * footer's) and no control, on a phone and on a desktop.
 */
import type { Page } from '@playwright/test';
import { FULL_CART } from './cart-driver';
import { expect, signInFreshShopper, test, waitForShell } from './fixtures';

type Box = { left: number; top: number; right: number; bottom: number };

/** The button's box when it shows; the glyphs of the page's text (prices, the footer's) and its controls. */
function scene(page: Page) {
  return page.evaluate(() => {
    const toBox = (r: DOMRect) => ({ left: r.left, top: r.top, right: r.right, bottom: r.bottom });
    const button = document.querySelector('[data-scroll-top] button');
    const shown = button?.checkVisibility({ visibilityProperty: true });
    const texts: Box[] = [];
    const range = document.createRange();
    for (const control of document.querySelectorAll('main :is(a, button, input), footer a'))
      if (control.checkVisibility()) texts.push(toBox(control.getBoundingClientRect()));
    for (const root of document.querySelectorAll('main, footer')) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim()) continue;
        range.selectNodeContents(node);
        for (const rect of range.getClientRects()) texts.push(toBox(rect));
      }
    }
    return { button: button && shown ? toBox(button.getBoundingClientRect()) : null, texts };
  });
}

const overlaps = (a: Box, b: Box) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** Down the page a screen's third at a time, to the footer: the button, when shown, covers nothing. */
async function scrollDownChecking(page: Page) {
  let shownOnce = false;
  for (let step = 0; step < 60; step++) {
    await page.mouse.wheel(0, 280);
    // The button decides in the frames after the scroll: what it covers once it has decided.
    await expect
      .poll(async () => {
        const { button, texts } = await scene(page);
        if (button) shownOnce = true;
        return button ? texts.filter((text) => overlaps(button, text)) : [];
      })
      .toEqual([]);
    const atEnd = await page.evaluate(
      () => scrollY + innerHeight >= document.body.scrollHeight - 2,
    );
    if (atEnd) break;
  }
  expect(shownOnce, 'the button showed somewhere on the way down').toBe(true);
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1366, height: 768 },
]) {
  test(`@mobile at ${viewport.width} px, the button covers no price, text or control`, async ({
    consentGiven: page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/category/pasta');
    await waitForShell(page);
    await scrollDownChecking(page);
  });
}

test('@mobile no scroll-to-top button on checkout and payment', async ({ consentGiven: page }) => {
  await signInFreshShopper(page, FULL_CART);
  await page.goto('/checkout');
  await waitForShell(page);
  await page.mouse.wheel(0, 2000);
  await expect(page.locator('[data-scroll-top]')).toHaveCount(0);
  await page.getByRole('link', { name: 'Vai al pagamento' }).click();
  await expect(page).toHaveURL(/\/payment$/);
  await waitForShell(page);
  await page.mouse.wheel(0, 2000);
  await expect(page.locator('[data-scroll-top]')).toHaveCount(0);
});
