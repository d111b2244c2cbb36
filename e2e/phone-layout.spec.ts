/**
 * What a shopper sees on a phone (issue 38 §5, §7, §8), at 390 px and at the narrowest, 320 px:
 * every control inside its card, drawer or dialog, big enough for a thumb, and reachable.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, signInFreshShopper, test, waitForShell } from './fixtures';

type Box = { x: number; y: number; width: number; height: number };

async function boxOf(locator: Locator): Promise<Box> {
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

/** A thumb's target: 44 × 44 px at least. */
function expectThumbSized(box: Box, what: string) {
  expect(box.width, `${what}: width`).toBeGreaterThanOrEqual(44);
  expect(box.height, `${what}: height`).toBeGreaterThanOrEqual(44);
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
  });
}
