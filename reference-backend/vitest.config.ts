import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// The backend project: the reference EBSN server over real HTTP on its own temporary database per
// test file, every request and answer checked against openapi/ebsn.yaml.
export default defineConfig({
  test: {
    name: 'backend',
    root: import.meta.dirname,
    environment: 'node',
    pool: 'forks',
    // One process for all files (each starts its own backend on its own temporary database):
    // a fresh process and module graph per file was three quarters of this project's time
    // (47 → 12 s; checked with --sequence.shuffle).
    isolate: false,
    // Every core, beside the other projects of the first group (the projects of a group share
    // its number of workers): alone in a group of its own on one worker, it ran after everything.
    maxWorkers: availableParallelism(),
    include: ['test/**/*.test.ts'],
    // It replays the pact file the contracts project writes: vitest.pact.config.ts runs it after.
    exclude: ['test/every-operation.test.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
