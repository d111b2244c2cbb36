// @vitest-environment jsdom
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DEV_CAPTCHA_TOKEN } from '../../platform/production-settings';
import { captchaToken } from '../../shell/forms/captcha-slot';
import LoginForm from './LoginForm';

const SETTINGS = {
  captchaSiteKey: '',
  captchaEnterprise: false,
  registrationEnabled: true,
  registerUrl: '/registration-user',
  passwordResetUrl: '/reset-password-request',
};

describe('the login form’s captcha token', () => {
  it('given the form rendered in the browser before any effect ran, then the login call already has its token', async () => {
    // A render with no effects at all: what a submit replayed during hydration can meet (CI saw
    // a login refused 403 without token_recaptcha when the provider waited for an effect).
    renderToStaticMarkup(
      <LoginForm settings={SETTINGS} idPrefix="login" returnTo="/" onSignedIn={() => undefined} />,
    );
    expect(await captchaToken('/auth/login')).toBe(DEV_CAPTCHA_TOKEN);
  });
});
