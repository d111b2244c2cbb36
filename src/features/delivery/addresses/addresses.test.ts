import { describe, expect, it } from 'vitest';
import { discoveryQuery } from '../address-book/address-discovery.server';
import { servicesFor, storeAddressText } from '../stores/stores';
import { addressLike, facilitatedHome, homeAddress as home } from './address-fixtures';
import { addressInputOf, formValuesOf } from './address-form-values';
import {
  addressKind,
  addressList,
  addressText,
  isFacilitated,
  matchesSearch,
  offeredServices,
} from './addresses';

describe('the address selector data', () => {
  it("offers each service of the chain's stores once, home delivery first, leaving out hidden tabs", () => {
    const service = (deliveryServiceId: number, showTab = true) => ({
      deliveryServiceId,
      name: `S${deliveryServiceId}`,
      descr: '',
      showTab,
    });
    const tabs = offeredServices({
      stores: [
        { deliveryServices: [service(1), service(10002), service(3, false)] },
        { deliveryServices: [service(2), service(1)] },
        { deliveryServices: [service(10000), service(77)] },
      ],
    });
    expect(tabs.map((tab) => tab.deliveryServiceId)).toEqual([2, 1, 10000, 10002, 77]);
    expect(tabs[1]?.iconSrc).toBe('/images/services/store.svg');
    expect(offeredServices({})).toEqual([]);
  });

  it('searches name, street and city, every word, in any case', () => {
    expect(matchesSearch(home, 'monza')).toBe(true);
    expect(matchesSearch(home, 'CASA italia')).toBe(true);
    expect(matchesSearch(home, 'casa roma')).toBe(false);
    expect(matchesSearch(home, '   ')).toBe(true);
    expect(matchesSearch(home, '20900')).toBe(false);
  });

  it('writes an address as a line, knows its kind and whether it is facilitated', () => {
    expect(addressText(home)).toBe('Via Italia 20, 20900 Monza (MB)');
    expect(addressText({ addressId: 1, city: 'Milano' })).toBe('Milano');
    expect([2, 3, 5].map((addressTypeId) => addressKind({ addressId: 1, addressTypeId }))).toEqual([
      'home',
      'store',
      'locker',
    ]);
    expect(addressKind({ addressId: 1 })).toBe('home');
    expect(isFacilitated(addressLike({ facilitated: true }))).toBe(true);
    expect(isFacilitated(facilitatedHome)).toBe(true);
    expect(isFacilitated(home)).toBe(false);
  });

  it('reads data.addresses or data itself', () => {
    expect(addressList([home])).toEqual([home]);
    expect(addressList({ addresses: [home] })).toEqual([home]);
    expect(addressList({})).toEqual([]);
  });
});

describe('the address form', () => {
  it('starts from the address, or from a home named Casa', () => {
    expect(formValuesOf(home)).toMatchObject({
      addressName: 'Casa',
      city: 'Monza',
      elevator: false,
    });
    expect(formValuesOf(undefined)).toMatchObject({
      addressName: 'Casa',
      city: '',
      postalCode: '',
    });
  });

  it('sends trimmed values, the province in capitals, and leaves out what is empty', () => {
    const values = {
      ...formValuesOf(undefined),
      province: ' mi ',
      city: ' Milano',
      address1: 'Via Roma ',
      floor: '',
    };
    expect(addressInputOf(values, 42)).toEqual({
      addressId: 42,
      addressName: 'Casa',
      province: 'MI',
      city: 'Milano',
      address1: 'Via Roma',
      elevator: false,
    });
    expect(addressInputOf(values).addressId).toBeUndefined();
  });
});

describe('stores and address discovery', () => {
  it('looks for store pickup, or for the locker service asked for', () => {
    expect(servicesFor(1)).toEqual([1]);
    expect(servicesFor(2)).toEqual([1]);
    expect(servicesFor(10000)).toEqual([10000]);
    expect(servicesFor(10002)).toEqual([10002]);
  });

  it("writes a store's address", () => {
    expect(
      storeAddressText({
        storeId: 5,
        name: 'Sporta',
        address: {
          address1: 'Via Lorenteggio',
          addressNumber: '251',
          postalCode: '20152',
          city: 'Milano',
          province: 'MI',
        },
      }),
    ).toBe('Via Lorenteggio 251, 20152 Milano (MI)');
    expect(storeAddressText({ storeId: 5, name: 'Sporta' })).toBe('');
  });

  it('reads the discovery form from the URL, trimmed and bounded', () => {
    const url = new URL(
      `http://shop/address-discovery?province=mi&city=%20Milano%20&street=${'x'.repeat(200)}`,
    );
    const query = discoveryQuery(url);
    expect(query.province).toBe('MI');
    expect(query.city).toBe('Milano');
    expect(query.street).toHaveLength(80);
    expect(discoveryQuery(new URL('http://shop/address-discovery'))).toEqual({
      province: '',
      city: '',
      street: '',
    });
  });
});
