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
