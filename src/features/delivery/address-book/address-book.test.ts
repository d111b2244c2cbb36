import { describe, expect, it } from 'vitest';
import { addressLike, facilitatedHome, homeAddress as home } from '../addresses/address-fixtures';
import { bookRowOf } from './address-book';
import { managePath, manageTarget } from './address-book-paths';

describe('the address book', () => {
  it('opens the modal at manage/{id} for an address and at manage for a new one', () => {
    expect(managePath(310)).toBe('/profile/addresses/manage/310');
    expect(managePath()).toBe('/profile/addresses/manage');
  });

  it('reads back which modal a path opens, and none for the list or another page', () => {
    expect(manageTarget('/profile/addresses/manage/310')).toBe(310);
    expect(manageTarget('/profile/addresses/manage')).toBe('new');
    expect(manageTarget('/profile/addresses/manage/')).toBe('new');
    expect(manageTarget('/profile/addresses')).toBeUndefined();
    expect(manageTarget('/profile/addresses/manage/abc')).toBeUndefined();
    expect(manageTarget('/profile/orders')).toBeUndefined();
  });

  it("gives a row the dialog's text, kind and facilitated mark", () => {
    expect(bookRowOf(home)).toEqual({
      address: home,
      kind: 'home',
      text: 'Via Italia 20, 20900 Monza (MB)',
      facilitated: false,
    });
    expect(bookRowOf(facilitatedHome).facilitated).toBe(true);
    expect(bookRowOf(addressLike({ addressTypeId: 3 })).kind).toBe('store');
    expect(bookRowOf(addressLike({ addressTypeId: 5 })).kind).toBe('locker');
  });
});
