/**
 * The chunk load timeout (spec: shopping §9 "Chunk load timeout 120 s") as journeys test it: an
 * island's code held back like a stalled connection, and the browser's clock — the fixtures'
 * installed one — run past the deadline with `clock.fastForward`, never in real time.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations } from './fixtures';

/** Holds every request for `code` unanswered until the returned release is called. */
export async function stallCode(page: Page, code: RegExp): Promise<() => void> {
  let stalled = true;
  await page.route(code, (route) => (stalled ? undefined : route.continue()));
  return () => {
    stalled = false;
  };
}

/** No notice saying `late` at 119 s after the code was asked for; at 120 s it shows, axe-clean. */
export async function expectLateAtDeadline(page: Page, late: string): Promise<Locator> {
  const notice = page.getByRole('alert').filter({ hasText: late });
  await page.clock.fastForward(119_000);
  await expect(notice).toHaveCount(0);
  await page.clock.fastForward(1_000);
  await expect(notice).toBeVisible();
  await expectNoAxeViolations(page);
  return notice;
}
