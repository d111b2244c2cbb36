import { test } from '../fixtures';
import { expectForgedMarksRefused } from './forged-marks';

// Issue 37 §2 in the storefront's own page cache; e2e/scaled-stack.spec.ts does it through Varnish.
test('a forged, tampered or replayed shared-page mark never stores a page for other visitors', async ({
  browser,
  baseURL,
}) => {
  await expectForgedMarksRefused(browser, baseURL ?? '', 'x-sporta-page-cache');
});
