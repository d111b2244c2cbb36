/**
 * Which app version is newer (spec: account §4 "offers an update if the running version is older
 * than the server's latest"). Versions are compared as numbers part by part, as semantic versions
 * are ('5.11.11' is newer than '5.11.9', '5.10.0' than '5.2'); a missing part counts as 0; a
 * pre-release ('5.12.0-beta.2') comes before its release. A version that is not one (empty,
 * garbage, a number too big to be exact) never makes the shop prompt: a broken version.json must
 * not ask every shopper to reload every ten minutes.
 */

interface ParsedVersion {
  parts: number[];
  /** Pre-release identifiers ('beta', 2); empty for a release. */
  pre: (number | string)[];
}

const VERSION = /^v?(\d+(?:\.\d+)*)(?:-([0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*))?(?:\+[0-9A-Za-z.-]+)?$/;

export function parseVersion(text: unknown): ParsedVersion | undefined {
  if (typeof text !== 'string') return undefined;
  const match = VERSION.exec(text.trim());
  if (!match) return undefined;
  const parts = (match[1] ?? '').split('.').map(Number);
  if (!parts.every(Number.isSafeInteger)) return undefined;
  const pre = match[2] ? match[2].split('.').map((id) => (/^\d+$/.test(id) ? Number(id) : id)) : [];
  if (!pre.every((id) => typeof id === 'string' || Number.isSafeInteger(id))) return undefined;
  return { parts, pre };
}

/** Negative when `a` is older than `b`, positive when newer, 0 when the same version. */
export function compareParsed(a: ParsedVersion, b: ParsedVersion): number {
  const length = Math.max(a.parts.length, b.parts.length);
  for (let index = 0; index < length; index += 1) {
    const difference = (a.parts[index] ?? 0) - (b.parts[index] ?? 0);
    if (difference !== 0) return Math.sign(difference);
  }
  // A release is newer than any of its pre-releases.
  if (a.pre.length === 0 || b.pre.length === 0) return Math.sign(b.pre.length - a.pre.length);
  for (let index = 0; index < Math.max(a.pre.length, b.pre.length); index += 1) {
    const x = a.pre[index];
    const y = b.pre[index];
    if (x === undefined || y === undefined) return x === undefined ? -1 : 1;
    if (x === y) continue;
    // Numeric identifiers sort before alphanumeric ones (semver §11).
    if (typeof x === 'number' && typeof y === 'number') return Math.sign(x - y);
    if (typeof x === 'number') return -1;
    if (typeof y === 'number') return 1;
    return x < y ? -1 : 1;
  }
  return 0;
}

/** Whether `running` is older than `latest`; false when either is not a version. */
export function isOlderVersion(running: unknown, latest: unknown): boolean {
  const a = parseVersion(running);
  const b = parseVersion(latest);
  return a !== undefined && b !== undefined && compareParsed(a, b) < 0;
}
