/**
 * @sporta/sdk — the only way Sporta talks to the EBSN API (/ebsn/api) and the shop's WordPress:
 * generated types, the openapi-fetch client with the request layer, typed calls per area, and the
 * WordPress content client. Imported by the storefront (src/), contracts/ and other fronts.
 *
 * createEbsnClient gives every area. A browser bundle that needs only some builds them on
 * createEbsnCore (`cartArea(core)` …), so the areas it does not use are left out.
 */

export { accountModuleArea } from './areas/account-module';
export {
  type AddressChoice,
  type AddressInput,
  addressArea,
  DEFAULT_DISTANCE_M,
} from './areas/address';
export { authArea, type LoginInput, MFA_REQUIRED_STATUS, signInCall } from './areas/auth';
export { backofficeArea, hasAnyRole, type SamlAnswer, type SsoUser } from './areas/backoffice';
export { cartArea } from './areas/cart';
export { type CategoryQuery, categoryArea } from './areas/category';
export { type BuyInput, checkoutArea } from './areas/checkout';
export { type Device, devicesArea } from './areas/devices';
export { geoArea } from './areas/geo';
export {
  ORDER_PAGE_SIZE,
  type Order,
  type OrderList,
  type OrderListQuery,
  orderArea,
} from './areas/order';
export { posteArea } from './areas/poste';
export {
  PRODUCT_PAGE_SIZE,
  type Product,
  type ProductFilters,
  type ProductList,
  productArea,
} from './areas/product';
export { registrationArea } from './areas/registration';
export {
  type BillingAddress,
  PERSON_INFO_FIDELITY_CARD,
  type RegistrationCalls,
  type RegistrationModule,
  registrationCalls,
  registrationModuleOf,
} from './areas/registration-module';
export { storeArea } from './areas/store';
export { timeslotArea } from './areas/timeslot';
export { userMessagesArea } from './areas/user-messages';
export { warehouseArea } from './areas/warehouse';
export { wishlistArea } from './areas/wishlist';
export {
  aBoolean,
  aNumber,
  anyOf,
  aString,
  type Check,
  type CheckIssue,
  is,
  isRecord,
  listOf,
  nullable,
  objectOf,
  optional,
  schemaOf,
} from './checks';
export { createEbsnClient, type EbsnClient } from './client';
export * from './content';
export {
  CLIENT_UUID_HEADER,
  createEbsnCore,
  DEFAULT_TIMEOUT_MS,
  EBSN_CLIENT,
  EBSN_VERSION,
  type EbsnClientOptions,
  type EbsnCore,
  SDK_REQUEST_HEADER,
} from './core';
export { EbsnError, type EnvelopeStatus, refusalKeyOf } from './errors';
export type { EbsnEventMap, Observable, ToastEvent, ToastKind, Unsubscribe } from './events';
export {
  createExpiringCache,
  type ExpiringCache,
  type ExpiringCacheOptions,
} from './expiring-cache';
export type { components, operations, paths } from './generated/ebsn';
export { type EbsnOperation, type OperationEffect, operationOf } from './operations';
export {
  ACCOUNT_HEADER,
  type CaptchaOptions,
  type CaptchaProvider,
  SESSION_HEADER,
} from './request-layer';
export { createResponseCache, deepFrozen, type ResponseCache } from './response-cache';
export { memoryTokenStore, noTokenStore, type TokenStore, type Tokens } from './tokens';
