import { describe, expect, it } from 'vitest';
import type { CookieJar } from '../../session';
import {
  CONSENTS_COOKIE,
  consentMarkOf,
  consentStep,
  consentsPageFor,
  forgetConsentMark,
  markConsents,
} from './consent-gate';

function jar(initial: Record<string, string> = {}): CookieJar & { values: Map<string, string> } {
  const values = new Map(Object.entries(initial));
  return {
    values,
    get: (name) => (values.has(name) ? { value: values.get(name) as string } : undefined),
    set: (name, value) => void values.set(name, value),
    delete: (name) => void values.delete(name),
  };
}

describe('the consent gate', () => {
  it('lets every request through without a mark, and form posts with one', () => {
    expect(consentStep(undefined, '/profile/orders', 'GET')).toBe('pass');
    expect(consentStep('check', '/logout', 'POST')).toBe('pass');
    expect(consentStep('missing', '/checkout', 'POST')).toBe('pass');
  });

  it('asks the shop once on the first page after a sign-in, whatever the page', () => {
    expect(consentStep('check', '/', 'GET')).toBe('check');
    expect(consentStep('check', '/profile/dashboard', 'GET')).toBe('check');
  });

  it('while a consent is missing, leads from the account pages and checkout only', () => {
    expect(consentStep('missing', '/profile/orders', 'GET')).toBe('lead');
    expect(consentStep('missing', '/checkout', 'GET')).toBe('lead');
    expect(consentStep('missing', '/category/pasta', 'GET')).toBe('pass');
    expect(consentStep('missing', '/', 'GET')).toBe('pass');
  });

  it('never gates the consent page itself', () => {
    expect(consentStep('check', '/profile/consents', 'GET')).toBe('pass');
    expect(consentStep('missing', '/profile/consents/', 'GET')).toBe('pass');
  });

  it('keeps, reads and forgets the mark; an unknown value is no mark', () => {
    const cookies = jar({ [CONSENTS_COOKIE]: 'forse' });
    expect(consentMarkOf(cookies)).toBeUndefined();
    markConsents(cookies, false, 'missing');
    expect(consentMarkOf(cookies)).toBe('missing');
    forgetConsentMark(cookies);
    expect(cookies.values.has(CONSENTS_COOKIE)).toBe(false);
  });

  it('sends to the consent page with where she was going', () => {
    expect(consentsPageFor('/profile/orders?page=2')).toBe(
      '/profile/consents?next=%2Fprofile%2Forders%3Fpage%3D2',
    );
  });
});
