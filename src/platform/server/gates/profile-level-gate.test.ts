import { describe, expect, it } from 'vitest';
import { GUEST, type Shopper } from '../../shopper/shopper';
import { profileLevelTarget } from './profile-level-gate';

const shopper = (profileLevel?: number): Shopper => ({
  loggedIn: true,
  userId: 5001,
  cartCount: 0,
  ...(profileLevel === undefined ? {} : { profileLevel }),
});
const at = (path: string, search = '') => ({ pathname: path, search });

describe('the profile-level gate', () => {
  it('leads a level-1 shopper from checkout and payment to her profile, back to where she was', () => {
    expect(profileLevelTarget(at('/checkout'), 'GET', shopper(1))).toBe(
      '/profile/profile-update?next=%2Fcheckout',
    );
    expect(profileLevelTarget(at('/payment', '?step=2'), 'HEAD', shopper(0))).toBe(
      '/profile/profile-update?next=%2Fpayment%3Fstep%3D2',
    );
    expect(profileLevelTarget(at('/Checkout/'), 'GET', shopper(1))).toBe(
      '/profile/profile-update?next=%2FCheckout%2F',
    );
  });

  it('lets a level-2 shopper, a guest and an unnamed level through', () => {
    expect(profileLevelTarget(at('/checkout'), 'GET', shopper(2))).toBeUndefined();
    expect(profileLevelTarget(at('/checkout'), 'GET', shopper(3))).toBeUndefined();
    expect(profileLevelTarget(at('/checkout'), 'GET', shopper())).toBeUndefined();
    expect(profileLevelTarget(at('/checkout'), 'GET', { ...GUEST })).toBeUndefined();
  });

  it('holds back only checkout: the shop, the cart and the profile stay open', () => {
    for (const path of ['/', '/cart', '/profile/profile-update', '/profile/orders', '/checkouts'])
      expect(profileLevelTarget(at(path), 'GET', shopper(1))).toBeUndefined();
  });

  it('lets a form post finish where it is', () => {
    expect(profileLevelTarget(at('/checkout'), 'POST', shopper(1))).toBeUndefined();
  });
});
