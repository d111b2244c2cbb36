/**
 * Substitutions (spec: shopping §2 "A replaceable-item icon shows at checkout for delivery
 * services that allow alternatives", §9 "Alternatives are offered for services 2 and 10002").
 */
import type { ProductInfos } from './quantities.ts';

/** Delivery services whose shoppers may accept a replacement for a missing product. */
export const ALTERNATIVES_SERVICES: readonly number[] = [2, 10002];

export const offersAlternatives = (serviceId: number | undefined): boolean =>
  serviceId !== undefined && ALTERNATIVES_SERVICES.includes(serviceId);

/** The product may be replaced (info IS_REPLACEABLE, written 'true' or '1'). */
export const isReplaceable = (infos: ProductInfos | undefined): boolean =>
  /^(true|1)$/i.test(String(infos?.IS_REPLACEABLE ?? '').trim());

/** A line's accept_alternatives info (text 'true' / 'false'; absent = the default, false). */
export const acceptsAlternatives = (info: unknown): boolean => String(info) === 'true';

// spec: shopping §9 "acceptAlternatives defaults to false. Weight-based accept-alternatives
// defaults true, or a promo variant from configuration."
/**
 * The accept_alternatives a new line is added with: false for pieces and packs; true for
 * weight-based products — except one on promotion when the shop configures the promo variant
 * (`promoVariant`, README "Configuration" WEIGHT_PROMO_ACCEPT_ALTERNATIVES; unset = true).
 */
export function addedAcceptingAlternatives(
  product: { readonly weightBased: boolean; readonly onPromo: boolean },
  promoVariant: boolean | undefined,
): boolean {
  if (!product.weightBased) return false;
  return product.onPromo && promoVariant !== undefined ? promoVariant : true;
}
