import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';

/** Pact merges into existing files: start from none so stale interactions vanish. */
export default function setup() {
  const dir = join(import.meta.dirname, 'pacts');
  mkdirSync(dir, { recursive: true });
  for (const name of readdirSync(dir)) {
    if (name.endsWith('.json')) rmSync(join(dir, name));
  }
}
