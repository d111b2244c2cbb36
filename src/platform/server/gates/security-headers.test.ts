import { describe, expect, it } from 'vitest';
import {
  ANSWER_CSP,
  allowOnPage,
  HSTS,
  pageThirdParties,
  securityHeaderValues,
  withImageOrigins,
  withSecurityHeaders,
  withThirdParties,
} from './security-headers';

const request = (url: string, headers: Record<string, string> = {}) =>
  new Request(url, { headers });

describe('securityHeaderValues', () => {
  it('given any answer, then nosniff, referrer, permissions and frame denial are set', () => {
    const headers = securityHeaderValues({ https: false, page: true });
    expect(headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'x-frame-options': 'DENY',
    });
    expect(headers['permissions-policy']).toContain('geolocation=(self)');
    expect(headers['permissions-policy']).toContain('camera=()');
  });

  it('given a page, then its own (Astro) CSP is kept; other answers get the strict one', () => {
    expect(
      securityHeaderValues({ https: false, page: true })['content-security-policy'],
    ).toBeUndefined();
    expect(securityHeaderValues({ https: false, page: false })['content-security-policy']).toBe(
      ANSWER_CSP,
    );
  });

  it('given http, then no HSTS (a browser would pin a plain-http host); given https, HSTS', () => {
    expect(
      securityHeaderValues({ https: false, page: true })['strict-transport-security'],
    ).toBeUndefined();
    expect(securityHeaderValues({ https: true, page: true })['strict-transport-security']).toBe(
      HSTS,
    );
  });
});

describe('withSecurityHeaders', () => {
  it('given a page with Astro CSP, then the policy stays and the headers are added', () => {
    const page = new Response('<p>', {
      headers: { 'content-type': 'text/html', 'content-security-policy': "script-src 'self'" },
    });
    const answer = withSecurityHeaders(request('http://127.0.0.1/'), page);
    expect(answer.headers.get('content-security-policy')).toBe("script-src 'self'");
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('given an HTML answer without a policy, then it still cannot be framed', () => {
    const answer = withSecurityHeaders(
      request('http://127.0.0.1/'),
      new Response('', { headers: { 'content-type': 'text/html' } }),
    );
    expect(answer.headers.get('content-security-policy')).toBe("frame-ancestors 'none'");
  });

  it('given an immutable redirect, then a copy carries the headers', () => {
    const answer = withSecurityHeaders(
      request('https://www.sporta.it/'),
      Response.redirect('https://www.sporta.it/', 302),
    );
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe('https://www.sporta.it/');
    expect(answer.headers.get('strict-transport-security')).toBe(HSTS);
    expect(answer.headers.get('content-security-policy')).toBe(ANSWER_CSP);
  });
});

describe('withImageOrigins', () => {
  it('given the CMS origin, then it joins img-src once and nothing else changes', () => {
    const policy = "default-src 'self';img-src 'self' data: https:;connect-src 'self';";
    const cms = 'http://127.0.0.1:9400';
    expect(withImageOrigins(policy, [cms])).toBe(
      `default-src 'self';img-src 'self' data: https: ${cms};connect-src 'self';`,
    );
    expect(withImageOrigins(withImageOrigins(policy, [cms]), [cms])).toBe(
      withImageOrigins(policy, [cms]),
    );
  });
});

describe('pageThirdParties and the tag manager (issue 30)', () => {
  const page = { signedIn: false, path: '/', captchaSiteKey: '', tagManagerId: '' };
  const PURCHASE = '/cart/payment-completed/4242';

  it('given no tag-manager id, then no page allows it, guest or result page', () => {
    expect(pageThirdParties(page)).toEqual([]);
    expect(pageThirdParties({ ...page, signedIn: true, path: PURCHASE })).toEqual([]);
  });

  it("given an id, then a guest's pages (the login) and the order's result page allow it, no other", () => {
    const configured = { ...page, tagManagerId: 'GTM-AB12CD' };
    expect(pageThirdParties(configured)).toEqual(['tagManager']);
    expect(pageThirdParties({ ...configured, signedIn: true, path: PURCHASE })).toEqual([
      'tagManager',
    ]);
    expect(pageThirdParties({ ...configured, signedIn: true, path: '/profile/orders' })).toEqual(
      [],
    );
    expect(
      pageThirdParties({ ...configured, signedIn: true, path: '/cart/payment-error/4242' }),
    ).toEqual([]);
  });

  it('given a captcha key too, then a guest page allows both', () => {
    expect(pageThirdParties({ ...page, captchaSiteKey: 'k', tagManagerId: 'GTM-AB12CD' })).toEqual([
      'recaptcha',
      'tagManager',
    ]);
  });

  const POLICY =
    "default-src 'self'; img-src 'self' data: https:; connect-src 'self'; script-src 'self' 'sha256-abc='; style-src 'self'";

  it("given the tag manager, then its script and connect origins join the page's header policy", () => {
    const policy = withThirdParties(POLICY, ['tagManager']);
    expect(policy).toContain("script-src 'self' 'sha256-abc=' https://www.googletagmanager.com;");
    expect(policy).toContain(
      "connect-src 'self' https://www.googletagmanager.com https://*.google-analytics.com https://*.analytics.google.com;",
    );
    expect(policy).not.toContain('frame-src');
    // Once, however often it is asked for.
    expect(withThirdParties(policy, ['tagManager'])).toBe(policy);
  });

  it('given reCAPTCHA, then a frame-src is added where the policy had none', () => {
    expect(withThirdParties(POLICY, ['recaptcha'])).toMatch(
      /; frame-src 'self' https:\/\/www\.google\.com\/recaptcha\/ https:\/\/recaptcha\.google\.com\/recaptcha\/$/,
    );
  });

  it('given no tag-manager id, then the header policy stays exactly as Astro made it', () => {
    expect(withThirdParties(POLICY, pageThirdParties(page))).toBe(POLICY);
  });

  it('through withSecurityHeaders, a page answer gets the third parties it is given', () => {
    const response = withSecurityHeaders(
      request('http://127.0.0.1/cart/payment-completed/1'),
      new Response('<p>ok</p>', {
        headers: { 'content-type': 'text/html', 'content-security-policy': POLICY },
      }),
      { thirdParties: ['tagManager'] },
    );
    expect(response.headers.get('content-security-policy')).toContain(
      'https://www.googletagmanager.com',
    );
  });

  it("given the tag manager in a page's frontmatter, then Astro gets its script and connect origins", () => {
    const directives: string[] = [];
    const scripts: string[] = [];
    const csp = {
      insertDirective: (directive: string) => directives.push(directive),
      insertScriptResource: (source: string) => scripts.push(source),
    } as unknown as Parameters<typeof allowOnPage>[0];
    allowOnPage(csp, 'tagManager');
    expect(scripts).toEqual(["'self'", 'https://www.googletagmanager.com']);
    expect(directives).toEqual([
      "connect-src 'self' https://www.googletagmanager.com https://*.google-analytics.com https://*.analytics.google.com",
    ]);
  });

  it('given no third party, then the policy is left as it is', () => {
    const csp = {
      insertDirective: () => expect.unreachable(),
      insertScriptResource: () => expect.unreachable(),
    } as unknown as Parameters<typeof allowOnPage>[0];
    allowOnPage(csp, ...pageThirdParties(page));
  });
});
