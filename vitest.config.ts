import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { CHROMIUM_FLAGS, findChromium } from './scripts/chromium.mjs';

// `npm test` ensures a Chromium before Vitest starts; Playwright never fetches one of its own.
const executablePath = findChromium();
const chromium = executablePath ? { executablePath } : {};

// One Vitest run, several projects: `unit` (jsdom + Testing Library), `storybook` (every story in
// Chromium), `cms` (the real WordPress over HTTP), `backend` (the reference EBSN server over HTTP,
// checked against openapi/ebsn.yaml), `rules` (@sporta/rules) and `contracts` (Pact consumer tests, provider verification).
export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      'cms/vitest.config.ts',
      'reference-backend/vitest.config.ts',
      'contracts/vitest.config.ts',
      'contracts/vitest.checks.config.ts',
      'packages/rules/vitest.config.ts',
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          globals: true,
          include: [
            'src/**/*.test.{ts,tsx}',
            'packages/i18n/**/*.test.ts',
            'sdk/**/*.test.{ts,tsx}',
            'ui-kit/**/*.test.{ts,tsx}',
            'scripts/**/*.test.ts',
          ],
          setupFiles: ['./vitest.setup.ts'],
        },
      },
      // Every story of /stories rendered in Chromium: play functions and axe checks (issue 6).
      {
        extends: true,
        plugins: [storybookTest({ configDir: '.storybook' })],
        // Without this Vite serves React's CommonJS entry as ESM and the run fails.
        optimizeDeps: { include: ['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime'] },
        test: {
          name: 'storybook',
          browser: {
            enabled: true,
            headless: true,
            // Debian's Chromium: no test tool may download its own browser here.
            provider: playwright({
              launchOptions: { ...chromium, args: CHROMIUM_FLAGS },
            }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
