import { defineConfig } from 'vitest/config';

// The contracts project: Pact V4 consumer tests (real @sporta/sdk against the Pact mock server).
// Forks and one file at a time: the Pact core is native and every file writes into the same pact
// file. One fork for all the files (isolate: false): importing Pact again for every file was most
// of the project's time (20 s → 13 s on 2 CPUs; the same pact file, also with the files shuffled).
// The checks that read the pacts are their own project (vitest.checks.config.ts), run after.
export default defineConfig({
  test: {
    name: 'contracts',
    root: import.meta.dirname,
    environment: 'node',
    pool: 'forks',
    fileParallelism: false,
    isolate: false,
    // After the parallel projects (a one-worker project needs a group of its own), before the checks.
    sequence: { groupOrder: 1 },
    include: ['consumer/**/*.pact.test.ts'],
    globalSetup: ['global-setup.ts'],
    env: { PACT_DO_NOT_TRACK: 'true', SCARF_ANALYTICS: 'false' },
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
