import { describe, expect, it } from 'vitest';
import { ensurePhp, phpPackagesNeeded } from '../cms/php.mjs';
import { systemTool } from './system-tool.mjs';

const tool = (candidates: string[]) =>
  systemTool({
    name: 'Strumento',
    envVar: 'STRUMENTO',
    candidates,
    aptPackage: 'strumento',
    howTo: 'Installa strumento.',
  });

describe('which Debian package a system tool needs', () => {
  it('given none of its places holds it, then its package', () => {
    expect(tool(['/nonexistent/strumento']).aptPackagesNeeded({})).toEqual(['strumento']);
  });

  it('given one of its places holds it, then none', () => {
    expect(tool(['/nonexistent/strumento', '/bin/sh']).aptPackagesNeeded({})).toEqual([]);
  });

  it('given its variable names one, then none, even one that is not there (require says so)', () => {
    const named = tool(['/nonexistent/strumento']);
    expect(named.aptPackagesNeeded({ STRUMENTO: '/nonexistent/mine' })).toEqual([]);
    expect(() => named.require({ STRUMENTO: '/nonexistent/mine' })).toThrow(/STRUMENTO=/);
  });
});

describe("PHP's packages", () => {
  it('given PHP_BINARY, then nothing is installed, even where it is not there (ensurePhp says so)', () => {
    expect(phpPackagesNeeded({ PHP_BINARY: '/nonexistent/php' })).toEqual([]);
    expect(() => ensurePhp({ PHP_BINARY: '/nonexistent/php' }, () => {})).toThrow(/PHP_BINARY/);
  });
});
