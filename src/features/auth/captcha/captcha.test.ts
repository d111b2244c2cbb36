// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEV_CAPTCHA_TOKEN } from '../../../platform/production-settings';
import { captchaProvider } from './captcha';

/**
 * The captcha token of the login call. Google's script cannot load offline: the test stands in
 * for it at the one seam the browser gives (`window.grecaptcha` once the script has loaded).
 */
afterEach(() => {
  delete window.grecaptcha;
  for (const script of document.head.querySelectorAll('script')) script.remove();
});

/** Google's loader is a chunk of its own: the script is added once that chunk has arrived. */
const addedScript = () =>
  vi.waitFor(() => {
    const added = document.head.querySelector('script');
    if (!added) throw new Error('no script yet');
    return added;
  });

describe('the captcha token of the login', () => {
  it('given no site key, then the reference backend development token, and no script is added', async () => {
    expect(await captchaProvider({ siteKey: '', enterprise: false })('/auth/login')).toBe(
      DEV_CAPTCHA_TOKEN,
    );
    expect(document.head.querySelector('script')).toBeNull();
  });

  it.each([
    [false, 'https://www.google.com/recaptcha/api.js?render=6Lc-chiave'],
    [true, 'https://www.google.com/recaptcha/enterprise.js?render=6Lc-chiave'],
  ])(
    'given a site key (enterprise %s), then Google\'s script is added once and its token is used for the "login" action',
    async (enterprise, src) => {
      const provider = captchaProvider({ siteKey: '6Lc-chiave', enterprise });
      const first = provider('/auth/login');
      const script = await addedScript();
      expect(script.src).toBe(src);
      const execute = vi.fn(async () => 'token-google');
      const api = { ready: (callback: () => void) => callback(), execute };
      window.grecaptcha = enterprise ? { ...api, enterprise: api } : api;
      script.dispatchEvent(new Event('load'));
      expect(await first).toBe('token-google');
      expect(await provider('/auth/login')).toBe('token-google');
      expect(document.head.querySelectorAll('script')).toHaveLength(1);
      expect(execute).toHaveBeenCalledWith('6Lc-chiave', { action: 'login' });
    },
  );

  it('given the script cannot load, then the token is refused (the login shows the generic message)', async () => {
    const token = captchaProvider({ siteKey: '6Lc-chiave', enterprise: false })('/auth/login');
    (await addedScript()).dispatchEvent(new Event('error'));
    await expect(token).rejects.toThrow('reCAPTCHA could not be loaded');
  });
});
