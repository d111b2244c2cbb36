import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { refillSeconds, SIGN_IN_PER_ADDRESS } from '../src/platform/server/defence/rate-limits';
import { backendsVcl, findVarnishd, varnishPackagesNeeded } from './varnish.mjs';
import { guessLimitsVcl, tooManyText } from './varnish-limits.mjs';

describe('backendsVcl', () => {
  const vcl = backendsVcl(['http://127.0.0.1:5321', 'http://127.0.0.1:5322'], 'segreto');

  it('given two processes, then both are in the round-robin director', () => {
    expect(vcl).toContain('sporta.add_backend(sporta_1);');
    expect(vcl).toContain('sporta.add_backend(sporta_2);');
    expect(vcl).toMatch(/backend sporta_2 \{\s+\.host = "127\.0\.0\.1";\s+\.port = "5322";/);
  });

  it("given the storefront's host check, then each probe names the process's own host and port", () => {
    expect(vcl).toContain('"Host: 127.0.0.1:5321"');
    expect(vcl).toContain('.host_header = "127.0.0.1:5322";');
  });

  it('given a secret that would end the VCL string, then it cannot', () => {
    expect(backendsVcl(['http://127.0.0.1:1'], 'a"}b')).toContain('{"ab"}');
    expect(vcl).toContain('req.http.x-sporta-purge-secret != {"segreto"}');
  });
});

describe('the limits on guesses in the include', () => {
  const vcl = backendsVcl(['http://127.0.0.1:5321', 'http://127.0.0.1:5322'], 'segreto');

  it('given two processes, then every guess goes to the first healthy one, which counts per login', () => {
    expect(vcl).toContain('new sporta_guesses = directors.fallback();');
    expect(vcl).toMatch(
      /sporta_guesses\.add_backend\(sporta_1\);\s+sporta_guesses\.add_backend\(sporta_2\);/,
    );
    expect(vcl).toMatch(
      /\^\/ebsn\/api\/auth\/login\(\\\?\|\$\)"\) \{\s+set req\.backend_hint = sporta_guesses\.backend\(\);/,
    );
  });

  it("given the storefront's numbers, then Varnish counts each address with them and says the catalogue's text", () => {
    const { attempts, periodSeconds } = SIGN_IN_PER_ADDRESS;
    expect(vcl).toContain(
      `vsthrottle.is_denied("signIn:" + client.identity, ${attempts}, ${periodSeconds}s)`,
    );
    const wait = refillSeconds(SIGN_IN_PER_ADDRESS);
    expect(vcl).toContain(`set req.http.x-sporta-retry-after = "${wait}";`);
    expect(vcl).toContain(`{"${tooManyText(wait)}"}`);
    expect(tooManyText(wait)).toMatch(/^Troppi tentativi\. Riprova tra \d+ minut[oi]\.$/);
  });

  it("given the example include, then its limits are the generator's of today's tables", () => {
    const example = readFileSync(
      new URL('../deploy/varnish/sporta-backends.example.vcl', import.meta.url),
      'utf8',
    );
    expect(example).toContain(guessLimitsVcl(1));
  });

  it('given RATE_LIMIT_FACTOR, then Varnish loosens the same limits by it', () => {
    const loose = backendsVcl(['http://127.0.0.1:5321'], 'segreto', { factor: 1000 });
    expect(loose).toContain(
      `is_denied("signIn:" + client.identity, ${SIGN_IN_PER_ADDRESS.attempts * 1000}, `,
    );
  });
});

describe('findVarnishd', () => {
  it('given VARNISHD naming no executable, then there is none', () => {
    expect(findVarnishd({ VARNISHD: '/nonexistent/varnishd' })).toBeUndefined();
  });
});

describe('varnishPackagesNeeded', () => {
  it('given VARNISHD, then nothing is installed: a Varnish of its own brings its own modules', () => {
    expect(varnishPackagesNeeded({ VARNISHD: '/nonexistent/varnishd' })).toEqual([]);
  });
});
