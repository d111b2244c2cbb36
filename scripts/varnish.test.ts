import { describe, expect, it } from 'vitest';
import { backendsVcl, findVarnishd } from './varnish.mjs';

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

describe('findVarnishd', () => {
  it('given VARNISHD naming no executable, then there is none', () => {
    expect(findVarnishd({ VARNISHD: '/nonexistent/varnishd' })).toBeUndefined();
  });
});
