import { describe, expect, it } from 'vitest';
import { isOlderVersion, parseVersion } from './app-version';

describe('isOlderVersion', () => {
  it.each([
    ['5.11.9', '5.11.11'],
    ['5.2', '5.10.0'],
    ['5.2.0', '5.10'],
    ['1.9.9', '2'],
    ['v5.11.11', '5.11.12'],
    ['5.12.0-beta.2', '5.12.0'],
    ['5.12.0-alpha', '5.12.0-beta'],
    ['5.12.0-beta.2', '5.12.0-beta.11'],
    ['5.12.0-1', '5.12.0-alpha'],
    ['5.12.0-beta', '5.12.0-beta.1'],
    ['5.11.11', '5.12.0-rc.1'],
    [' 5.11.11 ', '5.11.12'],
  ])('%s is older than %s', (running, latest) => {
    expect(isOlderVersion(running, latest)).toBe(true);
    expect(isOlderVersion(latest, running)).toBe(false);
  });

  it.each([
    ['5.11.11', '5.11.11'],
    ['5.2', '5.2.0'],
    ['5.11.11+build.7', '5.11.11+build.9'],
    ['05.1', '5.1.0'],
  ])('%s and %s are the same version: no prompt either way', (a, b) => {
    expect(isOlderVersion(a, b)).toBe(false);
    expect(isOlderVersion(b, a)).toBe(false);
  });

  it.each([
    '',
    'latest',
    '5.x',
    '5..1',
    '5.1.',
    '.5.1',
    '5.1-',
    '5.1-beta..1',
    '99999999999999999999.0',
    '5.1.0 beta',
    null,
    undefined,
    42,
    { version: '9.9.9' },
  ])('garbage (%j) never prompts, as the running version or the latest', (garbage) => {
    expect(parseVersion(garbage)).toBeUndefined();
    expect(isOlderVersion('5.11.11', garbage)).toBe(false);
    expect(isOlderVersion(garbage, '999.0.0')).toBe(false);
  });
});
