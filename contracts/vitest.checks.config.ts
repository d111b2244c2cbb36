import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// The checks of the pacts the contracts project writes: OpenAPI comparison, operation coverage,
// provider states, README table, the Verifier's form filter, and the provider verification
// against the reference backend. A later group, so they run only
// once every consumer file has written its interactions (also inside the root `vitest run`).
export default defineConfig({
  test: {
    name: 'contract-checks',
    root: import.meta.dirname,
    environment: 'node',
    pool: 'forks',
    include: ['check/**/*.test.ts'],
    maxWorkers: availableParallelism(),
    sequence: { groupOrder: 2 },
    testTimeout: 60_000,
    hookTimeout: 30_000,
  },
});
