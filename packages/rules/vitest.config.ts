import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// The rules project: pure functions, so plain Node, no DOM and no globals.
export default defineConfig({
  test: {
    name: 'rules',
    root: import.meta.dirname,
    environment: 'node',
    pool: 'threads',
    isolate: false,
    maxWorkers: availableParallelism(),
    include: ['src/**/*.test.ts'],
  },
});
