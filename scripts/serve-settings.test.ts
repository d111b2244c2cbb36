/**
 * scripts/serve.mjs refuses to start on a REGISTRATION_MODULE it does not know (issue 40 item 2):
 * the operator reads which setting is wrong instead of a shop silently running the chain's calls.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SERVE = fileURLToPath(new URL('./serve.mjs', import.meta.url));

function start(env: Record<string, string>) {
  const { REGISTRATION_MODULE: _module, ADDRESS_LOOKUP: _lookup, ...rest } = process.env;
  return spawnSync(process.execPath, [SERVE], {
    env: { ...rest, PORT: '0', ...env },
    encoding: 'utf8',
    timeout: 20_000,
  });
}

describe('starting the storefront with REGISTRATION_MODULE', () => {
  it.each(['foo', 'iperal ', 'generico'])('refuses %j, naming the setting', (value) => {
    const run = start({ REGISTRATION_MODULE: value });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('REGISTRATION_MODULE');
    expect(run.stderr).toContain(JSON.stringify(value));
  });
});

describe('starting the storefront with ADDRESS_LOOKUP', () => {
  it('refuses an unknown source, naming the setting', () => {
    const run = start({ ADDRESS_LOOKUP: 'posta' });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('ADDRESS_LOOKUP="posta"');
  });
});
