import { defineConfig } from 'vitest/config';

// The cms project: real WordPress over real HTTP, started once for all files by globalSetup.
// Forks, not threads: PHP's server is a child process and must not outlive a worker.
export default defineConfig({
  test: {
    name: 'cms',
    root: import.meta.dirname,
    environment: 'node',
    pool: 'forks',
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    setupFiles: ['test/wait-for-cms.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
