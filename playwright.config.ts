import { defineConfig } from '@playwright/test';
import { requireTestBrowser } from './scripts/chromium.mjs';

const PORT = Number(process.env.E2E_PORT ?? 4399);
/** The run's storefront, every page's baseURL. */
export const baseURL = `http://127.0.0.1:${PORT}`;
/** The e2e WordPress (e2e/cms-server.mjs): its own seeded data dir and port. */
export const CMS_PORT = Number(process.env.E2E_CMS_PORT ?? 9401);
export const CONTENT_PURGE_SECRET = 'e2e-content-purge-secret';
/** The editors' preview secret WordPress signs /anteprima links with (cms/README.md "Preview"). */
export const PREVIEW_SECRET = 'e2e-preview-secret';
/** The e2e reference EBSN backend: its own reseeded database and port. */
export const BACKEND_PORT = Number(process.env.E2E_BACKEND_PORT ?? 4411);
/**
 * The shop's time when the e2e run starts, whatever the hour the suite runs at: a Tuesday
 * morning, so the first slots, cutoffs and lead times are the same in every run. The backend's
 * clock starts there (`--now`) and every browser's is set to the backend's (e2e/fixtures.ts).
 */
export const SHOP_NOW = '2026-12-01T10:00:00+01:00';

/** How a storefront of the run is started: the run's own, and a spec's own beside it (e2e/side-storefront.ts). */
export const storefrontEnv = (port: number) => ({
  HOST: '127.0.0.1',
  PORT: String(port),
  ASTRO_TELEMETRY_DISABLED: '1',
  CMS_URL: `http://127.0.0.1:${CMS_PORT}`,
  EBSN_API_URL: `http://127.0.0.1:${BACKEND_PORT}/ebsn/api`,
  CONTENT_PURGE_SECRET,
  PREVIEW_SECRET,
  // Every browser of the run comes from 127.0.0.1 and many journeys sign the same demo shoppers
  // in side by side: the limits on guesses, 1000× looser. e2e/security/rate-limits.spec.ts
  // starts a storefront of its own with the production limits (factor 1).
  RATE_LIMIT_FACTOR: '1000',
});

/**
 * End-to-end journeys in a real Chromium against the built storefront (`npm run build` first;
 * `npm run test:e2e` does both). No browser is downloaded: see scripts/chromium.mjs.
 */
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // Headroom for a machine twice as slow as the one the journeys were written on (2 CPUs with a
  // CPU-bound process beside the suite): the longest journey takes ~18 s here.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['json', { outputFile: 'test-results/e2e.json' }]] : 'list',
  use: {
    baseURL,
    locale: 'it-IT',
    timezoneId: 'Europe/Rome',
    // A shopper who asked for less motion (the shop honours it: ui-kit's openings, shimmer and
    // spinner stop). Each animation frame costs raster and compositing on 2 CPUs, and an action
    // waits for its target to stop moving: 4 specs took 151–154 s instead of 164–166 s (~9% CPU).
    // The default motion is still met by e2e/drawers.spec.ts and e2e/phone-layout.spec.ts.
    reducedMotion: 'reduce',
    // No trace by default: recording one (a DOM snapshot and a screencast frame around every
    // action) doubled the cost of a journey on 2 CPUs, for every journey, to keep the few of a
    // failing run. A failure still leaves its error-context.md and a screenshot; to see its
    // trace, run that journey again with `--trace retain-on-failure`.
    trace: 'off',
    screenshot: 'only-on-failure',
    // The shop's service worker would answer navigations and assets (page.route does not see
    // them): journeys run without it, but e2e/web-app.spec.ts, which tests it.
    serviceWorkers: 'block',
    // Debian's Chromium headless shell when present (scripts/chromium.mjs).
    launchOptions: requireTestBrowser(),
  },
  projects: [
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
    {
      name: 'mobile',
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
      grep: /@mobile/,
    },
  ],
  webServer: [
    {
      // The reference EBSN backend, reseeded for the run, with the development hooks (mailbox,
      // faults, provider states) the journeys use.
      command: `node reference-backend/start.ts --reset --port ${BACKEND_PORT} --data-dir .data/reference-backend-e2e --dev-hooks --now ${SHOP_NOW} --storefront-url ${baseURL}`,
      url: `http://127.0.0.1:${BACKEND_PORT}/ebsn/api/version.json`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: 'node e2e/cms-server.mjs',
      url: `http://127.0.0.1:${CMS_PORT}/wp-json/sporta/v1/menu-locations/header`,
      env: {
        E2E_CMS_PORT: String(CMS_PORT),
        E2E_PORT: String(PORT),
        CONTENT_PURGE_SECRET,
        PREVIEW_SECRET,
      },
      reuseExistingServer: false,
      timeout: 120_000,
    },
    {
      command: 'node scripts/serve.mjs',
      url: `${baseURL}/`,
      env: storefrontEnv(PORT),
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
