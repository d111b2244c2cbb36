import { describe, expect, it } from 'vitest';
import { localOrigin, misdirected, publicOrigin, servedHosts } from './public-origin';

describe('publicOrigin', () => {
  it('given PUBLIC_SITE_URL, then its origin, whatever the request', () => {
    expect(publicOrigin({ PUBLIC_SITE_URL: 'https://www.sporta.it/' })).toBe(
      'https://www.sporta.it',
    );
    expect(publicOrigin({ PUBLIC_SITE_URL: ' https://WWW.Sporta.it:8443 ', PORT: '80' })).toBe(
      'https://www.sporta.it:8443',
    );
  });

  it('given nothing (development, tests), then the storefront on loopback at HOST and PORT', () => {
    expect(publicOrigin({})).toBe('http://127.0.0.1:4321');
    expect(publicOrigin({ HOST: 'localhost', PORT: '4399' })).toBe('http://localhost:4399');
    expect(publicOrigin({ HOST: '0.0.0.0', PORT: '4399' })).toBe('http://127.0.0.1:4399');
    expect(localOrigin('::1', 4000)).toBe('http://[::1]:4000');
  });

  it('given a PUBLIC_SITE_URL that is no origin, then it stops there instead of writing bad links', () => {
    expect(() => publicOrigin({ PUBLIC_SITE_URL: 'www.sporta.it' })).toThrow(
      /^PUBLIC_SITE_URL is not an absolute URL/,
    );
    expect(() => publicOrigin({ PUBLIC_SITE_URL: 'https://www.sporta.it/shop' })).toThrow(
      /origin only/,
    );
  });
});

describe('misdirected', () => {
  const hosts = servedHosts('https://www.sporta.it', 4321);

  it('given the public host or loopback on the served port, then it is served', () => {
    for (const host of [
      'www.sporta.it',
      'WWW.SPORTA.IT',
      'www.sporta.it:443',
      '127.0.0.1:4321',
      'localhost:4321',
      '[::1]:4321',
    ])
      expect(misdirected({ host }, hosts, false), host).toBe(false);
    // An HTTP/1.0 health check sends no Host: it names nothing foreign.
    expect(misdirected({}, hosts, false)).toBe(false);
  });

  it('given a foreign Host, another port or a look-alike, then it is misdirected', () => {
    for (const host of [
      'evil.example',
      'www.sporta.it:8080',
      'www.sporta.it.evil.example',
      'evil.example@www.sporta.it',
      '127.0.0.1:4322',
      '127.0.0.1',
      'localhost',
      '',
    ])
      expect(misdirected({ host }, hosts, false), host).toBe(true);
  });

  it('given X-Forwarded-Host without a trusted proxy, then nothing reads it: not judged', () => {
    expect(
      misdirected({ host: '127.0.0.1:4321', 'x-forwarded-host': 'evil.example' }, hosts, false),
    ).toBe(false);
  });

  it('given a trusted proxy, then its X-Forwarded-Host (the first of a chain) must be served too', () => {
    const behind = (forwarded: string | string[]) =>
      misdirected({ host: '127.0.0.1:4321', 'x-forwarded-host': forwarded }, hosts, true);
    expect(behind('www.sporta.it')).toBe(false);
    expect(behind('www.sporta.it, 10.0.0.2:8080')).toBe(false);
    expect(behind('evil.example')).toBe(true);
    expect(behind('evil.example, www.sporta.it')).toBe(true);
    expect(behind(['evil.example', 'www.sporta.it'])).toBe(true);
    expect(
      misdirected({ host: 'evil.example', 'x-forwarded-host': 'www.sporta.it' }, hosts, true),
    ).toBe(true);
    expect(misdirected({ host: 'www.sporta.it' }, hosts, true)).toBe(false);
  });
});
