import { describe, expect, it } from 'vitest';
import { DEV_CAPTCHA_TOKEN, isProduction, productionSettingProblems } from './production-settings';

const READY = {
  NODE_ENV: 'production',
  CONTENT_PURGE_SECRET: 'f4c1d9e0b6a24a7c9d2e8b1f5a3c7e90',
  EBSN_API_URL: 'https://api.example.it/ebsn/api',
  CMS_URL: 'https://cms.example.it',
  PUBLIC_RECAPTCHA_SITE_KEY: '6LcReal-site-key',
  PUBLIC_SITE_URL: 'https://www.sporta.it',
  SHARED_MARK_SECRET: 'b7Qk2nV9xW4pL1sR8tY6uZ3aC5dE0fGh',
};

describe('productionSettingProblems', () => {
  it('given development, when nothing is set, then the storefront may start', () => {
    expect(productionSettingProblems({})).toEqual([]);
    expect(
      productionSettingProblems({ NODE_ENV: 'development', CAPTCHA_DEV_TOKEN: DEV_CAPTCHA_TOKEN }),
    ).toEqual([]);
  });

  it('given production by NODE_ENV or SPORTA_ENV, then production is recognised', () => {
    expect(isProduction({ NODE_ENV: 'production' })).toBe(true);
    expect(isProduction({ SPORTA_ENV: 'production' })).toBe(true);
    expect(isProduction({ NODE_ENV: 'test' })).toBe(false);
  });

  it('given production with every setting, then there is no problem', () => {
    expect(productionSettingProblems(READY)).toEqual([]);
    const { NODE_ENV: _, ...rest } = READY;
    expect(productionSettingProblems({ ...rest, SPORTA_ENV: 'production' })).toEqual([]);
  });

  it('given production with the limits on guesses loosened past 10× or off, then it is refused', () => {
    for (const factor of ['1000', '0', 'off', '-1']) {
      const problems = productionSettingProblems({ ...READY, RATE_LIMIT_FACTOR: factor });
      expect(problems, factor).toHaveLength(1);
      expect(problems[0]).toMatch(/^RATE_LIMIT_FACTOR=/);
    }
    expect(productionSettingProblems({ ...READY, RATE_LIMIT_FACTOR: '2' })).toEqual([]);
  });

  it('given production without a purge secret, then it names CONTENT_PURGE_SECRET', () => {
    for (const secret of [undefined, '', '   ']) {
      const problems = productionSettingProblems({ ...READY, CONTENT_PURGE_SECRET: secret });
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatch(/^CONTENT_PURGE_SECRET is not set/);
    }
  });

  it('given production with the local or a short purge secret, then it is refused', () => {
    for (const secret of ['sporta-local-purge', 'short-secret']) {
      expect(productionSettingProblems({ ...READY, CONTENT_PURGE_SECRET: secret })).toEqual([
        expect.stringMatching(/^CONTENT_PURGE_SECRET is a development value/),
      ]);
    }
  });

  it('given production with the local or a short preview secret, then it is refused; unset is fine', () => {
    for (const secret of ['sporta-local-preview', 'short-secret']) {
      expect(productionSettingProblems({ ...READY, PREVIEW_SECRET: secret })).toEqual([
        expect.stringMatching(/^PREVIEW_SECRET is a development value/),
      ]);
    }
    expect(productionSettingProblems({ ...READY, PREVIEW_SECRET: '' })).toEqual([]);
    expect(
      productionSettingProblems({ ...READY, PREVIEW_SECRET: 'a3f9c2e7b1d04f6a8c5e9b2d7f1a4c6e' }),
    ).toEqual([]);
  });

  it('given production without a long shared-page mark key, then it is refused', () => {
    for (const secret of [undefined, '', 'short']) {
      expect(productionSettingProblems({ ...READY, SHARED_MARK_SECRET: secret })).toEqual([
        expect.stringMatching(/^SHARED_MARK_SECRET is not set or shorter than 32/),
      ]);
    }
  });

  it('given production with the development captcha token, then it is refused wherever it is set', () => {
    expect(productionSettingProblems({ ...READY, CAPTCHA_DEV_TOKEN: DEV_CAPTCHA_TOKEN })).toEqual([
      expect.stringMatching(/^CAPTCHA_DEV_TOKEN is set/),
    ]);
    expect(
      productionSettingProblems({ ...READY, PUBLIC_RECAPTCHA_SITE_KEY: DEV_CAPTCHA_TOKEN }),
    ).toEqual([
      expect.stringMatching(/^PUBLIC_RECAPTCHA_SITE_KEY is the development captcha token/),
    ]);
  });

  it('given production without a reCAPTCHA site key, then it is refused: nobody could log in', () => {
    for (const key of [undefined, '', '  '])
      expect(productionSettingProblems({ ...READY, PUBLIC_RECAPTCHA_SITE_KEY: key })).toEqual([
        expect.stringMatching(/^PUBLIC_RECAPTCHA_SITE_KEY is not set/),
      ]);
  });

  it('given production without upstreams, then both are listed (WP_URL counts for CMS_URL)', () => {
    const { EBSN_API_URL: _api, CMS_URL: _cms, ...rest } = READY;
    expect(productionSettingProblems(rest)).toEqual([
      expect.stringMatching(/^EBSN_API_URL/),
      expect.stringMatching(/^CMS_URL/),
    ]);
    expect(
      productionSettingProblems({
        ...rest,
        EBSN_API_URL: READY.EBSN_API_URL,
        WP_URL: 'https://wp.example.it',
      }),
    ).toEqual([]);
  });

  it('given production without its public address, then PUBLIC_SITE_URL is asked for', () => {
    for (const url of [undefined, '', '  '])
      expect(productionSettingProblems({ ...READY, PUBLIC_SITE_URL: url })).toEqual([
        expect.stringMatching(/^PUBLIC_SITE_URL is not set/),
      ]);
  });

  it('given production with a public address that is not an https origin, then it is refused', () => {
    for (const [url, problem] of [
      ['www.sporta.it', /^PUBLIC_SITE_URL is not an absolute URL/],
      ['http://www.sporta.it', /^PUBLIC_SITE_URL is not an https address/],
      ['ftp://www.sporta.it', /^PUBLIC_SITE_URL is not an https address/],
      ['https://www.sporta.it/negozio', /^PUBLIC_SITE_URL must be an origin only/],
      ['https://www.sporta.it/?a=1', /^PUBLIC_SITE_URL must be an origin only/],
      ['https://admin:x@www.sporta.it', /^PUBLIC_SITE_URL must be an origin only/],
    ] as const)
      expect(productionSettingProblems({ ...READY, PUBLIC_SITE_URL: url }), url).toEqual([
        expect.stringMatching(problem),
      ]);
    expect(
      productionSettingProblems({ ...READY, PUBLIC_SITE_URL: 'https://www.sporta.it/' }),
    ).toEqual([]);
  });
});
