import { defineConfig } from 'vitest/config';

// The backend project: the reference EBSN server over real HTTP on its own temporary database per
// test file, every request and answer checked against openapi/ebsn.yaml.
export default defineConfig({
  test: {
    name: 'backend',
    root: import.meta.dirname,
    environment: 'node',
    pool: 'forks',
    include: ['test/**/*.test.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
