/** The shopper's addresses, with the address the service does not cover (account §7, shopping §8). */
import { expect } from 'vitest';
import { contract, contracts, rejection } from './contract';
import { cartWithLines, eachLike, integer, number, ok, refused, string } from './fixtures';

const SHOPPER = 'a logged-in shopper' as const;
const address = () => ({
  addressId: integer(300),
  addressName: string('Casa'),
  addressTypeId: integer(1),
});
const CHOICE = { address_type: 'home', address_id: '300', delivery_service_id: '2' };
const choice = { addressType: 'home', addressId: 300, deliveryServiceId: 2 };
const input = {
  addressName: 'Casa',
  address1: 'Via Roma',
  addressNumber: '1',
  city: 'Milano',
  province: 'MI',
  postalCode: '20121',
};
const NOT_COVERED = "L'indirizzo inserito non è coperto dal servizio.";

contracts('address', [
  contract({
    state: SHOPPER,
    when: 'a request for the home-delivery addresses',
    method: 'GET',
    path: '/user-address/delivery-service-list',
    query: { address_type: 'home' },
    answer: ok({ addresses: eachLike(address()) }),
    call: (sdk) => sdk.address.byDeliveryService({ addressType: 'home' }),
    check: (data) =>
      expect(data).toEqual({
        addresses: [{ addressId: 300, addressName: 'Casa', addressTypeId: 1 }],
      }),
  }),
  contract({
    state: SHOPPER,
    when: 'a request for the pickup points of store pickup',
    method: 'GET',
    path: '/user-address/delivery-service-list',
    query: { delivery_service_id: '1' },
    answer: ok({ addresses: eachLike({ ...address(), addressTypeId: integer(3) }) }),
    call: (sdk) => sdk.address.byDeliveryService({ deliveryServiceId: 1 }),
    check: (data) =>
      expect(data).toEqual({
        addresses: [{ addressId: 300, addressName: 'Casa', addressTypeId: 3 }],
      }),
  }),
  contract({
    state: SHOPPER,
    when: 'a request for the lockers near a point',
    method: 'GET',
    path: '/user-address/delivery-service-list',
    query: {
      delivery_service_id: '10002',
      latitude: '45.4642',
      longitude: '9.19',
      distance: '10000',
    },
    answer: ok({
      addresses: eachLike({ ...address(), addressTypeId: integer(5), distance: integer(1200) }),
    }),
    call: (sdk) =>
      sdk.address.byDeliveryService({
        deliveryServiceId: 10002,
        latitude: 45.4642,
        longitude: 9.19,
      }),
    check: (data) =>
      expect(data).toEqual({
        addresses: [{ addressId: 300, addressName: 'Casa', addressTypeId: 5, distance: 1200 }],
      }),
  }),
  contract({
    // The address dialog reads the fee and the lines the switch would block (AddressSwitch.tsx).
    state: 'a shopper with two items in the cart',
    when: 'a preview of an address',
    method: 'GET',
    path: '/user-address/preview',
    query: CHOICE,
    answer: ok({ deliveryServiceId: integer(2), deliveryFee: number(7.9), unavailableItems: [] }),
    call: (sdk) => sdk.address.preview(choice),
    check: (data) =>
      expect(data).toEqual({ deliveryServiceId: 2, deliveryFee: 7.9, unavailableItems: [] }),
  }),
  contract({
    state: 'a shopper with two items in the cart',
    when: 'choosing the delivery address',
    method: 'POST',
    path: '/user-address/select',
    query: CHOICE,
    answer: ok(cartWithLines()),
    call: (sdk) => sdk.address.select(choice),
    check: (cart) => expect(cart.cartId).toBe(55),
  }),
  contract({
    state: SHOPPER,
    when: 'a request for the addresses of a store',
    method: 'GET',
    path: '/user-address/list-store',
    query: { store_id: '5' },
    answer: ok(eachLike(address())),
    call: (sdk) => sdk.address.ofStore(5),
    check: (data) =>
      expect(data).toEqual([{ addressId: 300, addressName: 'Casa', addressTypeId: 1 }]),
  }),
  contract({
    state: SHOPPER,
    when: "a request for the shopper's addresses",
    method: 'GET',
    path: '/user-address/list',
    answer: ok({ addresses: eachLike(address()) }),
    call: (sdk) => sdk.address.list(),
    check: (data) => expect('addresses' in data && data.addresses[0]?.addressId).toBe(300),
  }),
  contract({
    state: SHOPPER,
    when: 'a request for one address',
    method: 'GET',
    path: '/user-address/view',
    query: { address_id: '300' },
    answer: ok(address()),
    call: (sdk) => sdk.address.view(300),
    check: (data) => expect(data.addressName).toBe('Casa'),
  }),
  contract({
    state: SHOPPER,
    when: 'checking a covered address',
    method: 'POST',
    path: '/user-address/check',
    json: input,
    answer: ok(),
    call: (sdk) => sdk.address.check(input),
    check: (covered) => expect(covered).toBe(true),
  }),
  contract({
    state: 'a shopper with an address outside the delivery area',
    when: 'checking an address outside the delivery area',
    method: 'POST',
    path: '/user-address/check',
    json: { ...input, city: 'Bergamo', province: 'BG', postalCode: '24121' },
    answer: refused(NOT_COVERED),
    call: (sdk) =>
      rejection(
        sdk.address.check({ ...input, city: 'Bergamo', province: 'BG', postalCode: '24121' }),
      ),
    check: (error) => expect(error.errors).toEqual([NOT_COVERED]),
  }),
  contract({
    state: SHOPPER,
    when: 'updating an address',
    method: 'POST',
    path: '/user-address/update',
    json: { ...input, addressId: 300 },
    answer: ok(address()),
    call: (sdk) => sdk.address.update({ ...input, addressId: 300 }),
    check: (data) => expect(data.addressId).toBe(300),
  }),
  contract({
    state: SHOPPER,
    when: 'saving a new address',
    method: 'POST',
    path: '/eurospin-address-form/save-new-address',
    json: input,
    answer: ok(address()),
    call: (sdk) => sdk.address.saveNew(input),
    check: (data) => expect(data.addressId).toBe(300),
  }),
  contract({
    state: SHOPPER,
    when: 'deleting an address',
    method: 'GET',
    path: '/user-address/delete',
    query: { address_id: '300' },
    answer: ok(),
    call: async (sdk) => ({ data: await sdk.address.remove(300) }),
    check: (result) => expect(result).toEqual({ data: undefined }),
  }),
]);
