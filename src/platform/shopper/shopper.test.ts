import { describe, expect, it } from 'vitest';
import { sessionSeed, shopperOfCart } from './shopper';

describe('the shopper of a cart', () => {
  it("keeps the user's profile level for the server", () => {
    const shopper = shopperOfCart({
      totalItems: 2,
      user: { userId: 5001, firstName: 'Anna', profile: { level: 1 } },
    });
    expect(shopper).toEqual({
      loggedIn: true,
      userId: 5001,
      firstName: 'Anna',
      cartCount: 2,
      profileLevel: 1,
    });
  });

  it('names no level when the answer names none', () => {
    expect(shopperOfCart({ user: { userId: 5001 } }).profileLevel).toBeUndefined();
  });

  it('never seeds the level into the page', () => {
    const seed = sessionSeed({ loggedIn: true, userId: 5001, cartCount: 0, profileLevel: 1 });
    expect(JSON.parse(seed)).toEqual({ loggedIn: true, userId: 5001, cartCount: 0 });
  });
});
