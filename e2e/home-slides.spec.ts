/**
 * Home's slides follow the shopper's delivery service (issue 40; spec: account §7 new_slides
 * `deliveryServiceId`). WordPress seeds one slide for home delivery (2) and one for store pickup
 * (1) (cms/seed/home.php); a guest, who has chosen nothing, sees every service's slides. Home is a
 * shared page: each service's page is kept apart, so loading it twice shows the same slides.
 */
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, signInFreshShopper, test, waitForShell } from './fixtures';

const HOME_SLIDE = 'Te la portiamo a casa';
const PICKUP_SLIDE = 'Ordina online, ritira in negozio';

const slides = (page: Page) => page.getByRole('region', { name: 'In evidenza' });
const slide = (page: Page, title: string) =>
  slides(page).getByRole('heading', { level: 3, name: title, exact: true });

async function home(page: Page) {
  await page.goto('/');
  await waitForShell(page);
  await expect(slides(page).getByRole('listitem').first()).toBeVisible();
}

test('given a guest, then Home shows the default slides: every service', async ({
  consentGiven: page,
}) => {
  await home(page);
  await expect(slide(page, HOME_SLIDE)).toBeVisible();
  await expect(slide(page, PICKUP_SLIDE)).toHaveCount(1);
  await expectNoAxeViolations(page);
});

test('given a home-delivery shopper, then Home shows the home slide, not the pickup one', async ({
  consentGiven: page,
}) => {
  await signInFreshShopper(page, { addressChosen: true });
  // The first Home asks the cart; the second is the shared page of her service.
  for (let visit = 0; visit < 2; visit++) {
    await home(page);
    await expect(slide(page, HOME_SLIDE)).toBeVisible();
    await expect(slide(page, PICKUP_SLIDE)).toHaveCount(0);
  }
  await expectNoAxeViolations(page);
});

test('given a store-pickup shopper, then Home shows the pickup slide, not the home one', async ({
  consentGiven: page,
}) => {
  // Sporta Monza chosen as the store picker leaves it (the picker's own journeys: pickup.spec.ts).
  await signInFreshShopper(page, { pickupStore: 7 });
  for (let visit = 0; visit < 2; visit++) {
    await home(page);
    await expect(slide(page, PICKUP_SLIDE)).toBeVisible();
    await expect(slide(page, HOME_SLIDE)).toHaveCount(0);
  }
  await expectNoAxeViolations(page);
});
