/**
 * Units of loose and weighed goods (spec: shopping §9 "Unit multipliers relative to kg for loose
 * products"; §2 "unit price per weight unit for Pezzo items"). Loose quantities travel in kg;
 * these turn them into the selling unit the shopper reads (WEIGHT_UNIT_SELLING) and back.
 */
import { multiplyCents } from './money.ts';
import { infoNumber, type ProductForSelling, roundQuantity } from './quantities.ts';

// spec: shopping §9 Unit multipliers
/** How many of each unit make one kilogram (or one litre). */
export const UNIT_MULTIPLIERS: Readonly<Record<string, number>> = {
  g: 1000,
  gr: 1000,
  kg: 1,
  hg: 10,
  dag: 100,
  ml: 1000,
  cl: 100,
  lt: 1,
  l: 1,
};

const LIQUID_UNITS = new Set(['ml', 'cl', 'lt', 'l']);

const unitKey = (unit: string) => unit.trim().toLowerCase().replace(/\.$/, '');

/** The multiplier of a unit as the API writes it (`GR`, `kg`, `Lt.`); undefined if unknown. */
export function unitMultiplier(unit: string): number | undefined {
  return UNIT_MULTIPLIERS[unitKey(unit)];
}

/** A weight in kg (or a volume in l) expressed in `unit`: 0.35 kg in `GR` is 350. */
export function inUnit(kilograms: number, unit: string): number | undefined {
  const multiplier = unitMultiplier(unit);
  return multiplier === undefined ? undefined : roundQuantity(kilograms * multiplier);
}

/** An amount typed in `unit` as kg (or l): 350 `GR` is 0.35. */
export function fromUnit(amount: number, unit: string): number | undefined {
  const multiplier = unitMultiplier(unit);
  return multiplier === undefined ? undefined : roundQuantity(amount / multiplier);
}

export interface UnitPrice {
  readonly cents: number;
  readonly per: 'kg' | 'l';
}

// spec: shopping §2 Cart item list "unit price per weight unit for Pezzo items"
/**
 * Price per kg (or per l) of one piece, from WEIGHT_SELLING_SINGLE_UNIT and its _UM: a 500 GR
 * piece at 2,79 € is 5,58 €/kg. Undefined when the product does not say what a piece weighs.
 */
export function unitPrice(priceCents: number, product: ProductForSelling): UnitPrice | undefined {
  const infos = product.productInfos ?? {};
  const amount = infoNumber(infos.WEIGHT_SELLING_SINGLE_UNIT);
  const unit = infos.WEIGHT_SELLING_SINGLE_UNIT_UM;
  if (!(amount > 0) || typeof unit !== 'string') return undefined;
  const multiplier = unitMultiplier(unit);
  if (multiplier === undefined) return undefined;
  return {
    cents: multiplyCents(priceCents, multiplier / amount),
    per: LIQUID_UNITS.has(unitKey(unit)) ? 'l' : 'kg',
  };
}

/**
 * The price per kg or l of what the shopper pays (EU directive 98/6/EC, issue 38): the price paid
 * — the promotion's, when one applies — over the kilograms or litres the pack holds.
 */
export function packUnitPriceCents(paidCents: number, packQuantity: number): number | undefined {
  return packQuantity > 0 ? multiplyCents(paidCents, 1 / packQuantity) : undefined;
}
