/**
 * @sporta/rules — the shop rules of the spec as pure functions: quantities, availability, fees,
 * money in cents, validators. Imported by the storefront, the reference backend, the sdk and the
 * ui-kit; it imports nothing but types, and answers with message keys of the catalogue.
 */

export * from './address-switch.ts';
export * from './alternatives.ts';
export * from './availability.ts';
export * from './cart-status.ts';
export * from './delivery-services.ts';
export * from './fees.ts';
export * from './fiscal-code.ts';
export * from './invoice.ts';
export * from './list-name.ts';
export * from './minus-step.ts';
export * from './money.ts';
export * from './order-changes.ts';
export * from './profile-level.ts';
export * from './quantities.ts';
export * from './response-cache.ts';
export * from './shop-time.ts';
export * from './shopper-locks.ts';
export * from './shopping-readiness.ts';
export * from './units.ts';
export * from './validators.ts';
export * from './validators-more.ts';
