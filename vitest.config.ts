import react from '@vitejs/plugin-react';
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
    ],
  },
});
