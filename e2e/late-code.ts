/**
 * The chunk load timeout (spec: shopping §9 "Chunk load timeout 120 s") as journeys test it: an
 * island's code held back like a stalled connection, and the browser's clock — the fixtures'
 * installed one — run past the deadline with `clock.pauseAt`/`fastForward`, never in real time.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations } from './fixtures';

/** The spec's figure, not the code's constant: a changed constant must fail these journeys. */
const DEADLINE_MS = 120_000;

export interface StalledCode {
  /** The page's clock when the code was first asked for: the island's deadline starts there. */
  askedAt: () => Promise<number>;
  /** Lets every later request for the code through. */
  release: () => void;
}

/** Holds every request for `code` unanswered until released; notes when it was first asked. */
export async function stallCode(page: Page, code: RegExp): Promise<StalledCode> {
  let stalled = true;
  let first = true;
  const { promise: askedAt, resolve, reject } = Promise.withResolvers<number>();
  await page.route(code, (route) => {
    // Read as the request arrives: the fixtures' clock runs on, so a reading taken after the page
    // has settled counts seconds the island never waited (a CI run on a busy machine).
    if (first) page.evaluate(() => Date.now()).then(resolve, reject);
    first = false;
    return stalled ? undefined : route.continue();
  });
  return {
    askedAt: () => askedAt,
    release: () => {
      stalled = false;
    },
  };
}

/**
 * No notice saying `late` 1 s before the deadline of the code asked for at `askedAt`; at the
 * deadline it shows, axe-clean. The clock is paused between the two looks, so no real time counts,
 * and runs on again after.
 */
export async function expectLateAtDeadline(
  page: Page,
  late: string,
  askedAt: number,
): Promise<Locator> {
  const notice = page.getByRole('alert').filter({ hasText: late });
  await page.clock.pauseAt(askedAt + DEADLINE_MS - 1_000);
  await expect(notice).toHaveCount(0);
  await page.clock.fastForward(1_000);
  await expect(notice).toBeVisible();
  await page.clock.resume();
  await expectNoAxeViolations(page);
  return notice;
}
