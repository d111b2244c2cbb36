import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// The backend replaying every interaction of the pact file (test/every-operation.test.ts): after
// the contracts project has written that file afresh (its global setup removes the old one), so
// it runs in the checks' group, never beside the consumer tests.
export default defineConfig({
  test: {
    name: 'backend-pact',
    root: import.meta.dirname,
    environment: 'node',
    pool: 'forks',
    include: ['test/every-operation.test.ts'],
    maxWorkers: availableParallelism(),
    sequence: { groupOrder: 2 },
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
