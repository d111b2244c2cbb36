/**
 * The bytes the shop rendered, by path: FLOOR_PAGES names a JSON file of `{ path: file }` written
 * by bench/render-floor.mjs. Read once at start, so a request only emits them.
 */
import { readFileSync } from 'node:fs';

const files: Record<string, string> = JSON.parse(
  readFileSync(process.env.FLOOR_PAGES ?? '', 'utf8'),
);
const held = new Map(
  Object.entries(files).map(([path, file]) => [path, readFileSync(file, 'utf8')]),
);

export const heldPage = (path: string): string | undefined => held.get(path);
