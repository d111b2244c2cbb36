import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

// One Vitest run, several projects: `unit` (jsdom + Testing Library) here; later issues add
// story tests (browser mode) and contract tests as further projects.
export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          globals: true,
          include: [
            'src/**/*.test.{ts,tsx}',
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
              launchOptions: {
                executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
                args: [
                  '--headless=new',
                  '--no-sandbox',
                  '--disable-gpu',
                  '--disable-background-networking',
                  '--disable-component-update',
                  '--disable-sync',
                  '--no-first-run',
                ],
              },
            }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
