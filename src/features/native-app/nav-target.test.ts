import { describe, expect, it } from 'vitest';
import { shopPathOf } from './nav-target';

const SHOP = 'https://www.sporta.it';

describe('shopPathOf (a push notification nav_to)', () => {
  it.each([
    ['/product/123', '/product/123'],
    ['/category/pasta?sort=price#top', '/category/pasta?sort=price#top'],
    ['  /faq  ', '/faq'],
    ['https://www.sporta.it/profile/orders', '/profile/orders'],
    ['HTTPS://WWW.SPORTA.IT/faq', '/faq'],
    ['/product/../faq', '/faq'],
  ])('given the shop path %j, then it navigates to %j', (navTo, path) => {
    expect(shopPathOf(navTo, SHOP)).toBe(path);
  });

  it.each([
    ['javascript:alert(1)'],
    ['JavaScript:alert(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['//evil.example/faq'],
    ['/\\evil.example/faq'],
    ['\\\\evil.example'],
    ['https://evil.example/faq'],
    ['https://www.sporta.it.evil.example/faq'],
    ['http://www.sporta.it/faq'],
    ['https://www.sporta.it:8443/faq'],
    ['https://user@evil.example/faq'],
    ['faq'],
    ['mailto:info@sporta.it'],
    ['/faq\n/x'],
    [''],
    ['/ebsn/api/auth/logout'],
    ['/api/content/purge'],
    ['/logout'],
    ['/_dev/mailbox'],
    ['/app/page.js'],
  ])('given %j, then it is refused', (navTo) => {
    expect(shopPathOf(navTo, SHOP)).toBeUndefined();
  });

  it.each([[undefined], [null], [42], [{ path: '/faq' }]])(
    'given a nav_to that is not text (%j), then it is refused',
    (navTo) => {
      expect(shopPathOf(navTo, SHOP)).toBeUndefined();
    },
  );
});
