/**
 * How much of a product a shopper may put in the cart (spec: shopping §3 "Product infos", §4
 * "Quantity stepping", §5 manual quantity entry). Quantities are pieces for Pezzo and
 * Confezione, kilograms for Sfuso. Refusals carry the message keys and params the reference
 * backend answers with, so the storefront can stop a request the backend would refuse.
 */

/** Values of `productInfos`: strings on the wire (ebsn-observed §3.4), numbers in some fixtures. */
export type InfoValue = string | number | boolean | null | undefined;
export type ProductInfos = Readonly<Record<string, InfoValue>>;

/** The part of a product (or of a backend row: `{ productInfos: infos }`) the rules read. */
export interface ProductForSelling {
  readonly minAcq?: number | string | null | undefined;
  readonly productInfos?: ProductInfos | null | undefined;
}

/** Pezzo and Confezione: whole pieces, in multiples of QTY_MULT. */
export interface PiecesRule {
  readonly kind: 'pieces';
  readonly productType: 'Pezzo' | 'Confezione';
  /** minAcq, else the MINACQ info; at least 1. */
  readonly minAcq: number;
  /** QTY_MULT as a whole number; 1 when absent or unusable ("1 when the multiple is ignored"). */
  readonly multiple: number;
  /** QTY_LOCKED 'true': a typed quantity snaps to the multiple (spec: shopping §5). */
  readonly locked: boolean;
  /** MAXACQ; absent when missing or 0. */
  readonly maxAcq?: number;
}

/** Sfuso: kilograms from WEIGHT_SELLING in steps of STEP_SELLING. */
export interface WeightRule {
  readonly kind: 'weight';
  readonly productType: 'Sfuso';
  /** WEIGHT_SELLING, the first weight; 0 when missing. */
  readonly minWeight: number;
  /** STEP_SELLING; 0 when missing (then any weight from minWeight is accepted). */
  readonly step: number;
  readonly maxAcq?: number;
}

export type SellingRule = PiecesRule | WeightRule;

/** A "no" with the key (and params) of the message that explains it. */
export type QuantityRefusal =
  | { readonly key: 'errors.minAcq' }
  | { readonly key: 'errors.maxAcq' }
  | { readonly key: 'errors.maxDailyQuantity' }
  | { readonly key: 'errors.qtyMultiple'; readonly params: { readonly multiple: number } }
  | {
      readonly key: 'errors.weightStep';
      readonly params: { readonly step: number; readonly unit: 'kg' };
    };

export type QuantityResult =
  | { readonly ok: true; readonly quantity: number }
  | ({ readonly ok: false } & QuantityRefusal);

// spec: shopping §4 "Quantities are rounded to 3 decimals; loose-weight amounts to 2 decimals."
export const roundQuantity = (value: number): number => Math.round(value * 1000) / 1000;
export const roundWeight = (value: number): number => Math.round(value * 100) / 100;

/** Reads a number from an info value: `"0.5"`, `"0,5"`, `0.5`; NaN when there is none. */
export function infoNumber(value: InfoValue): number {
  if (typeof value === 'number') return value;
  if (typeof value !== 'string' || value.trim() === '') return Number.NaN;
  return Number(value.trim().replace(',', '.'));
}

const positive = (value: InfoValue): number | undefined => {
  const number = infoNumber(value);
  return Number.isFinite(number) && number > 0 ? number : undefined;
};

/** The selling rule of a product, from its `productInfos` and `minAcq`. */
export function sellingRule(product: ProductForSelling): SellingRule {
  const infos: ProductInfos = product.productInfos ?? {};
  const maxAcq = positive(infos.MAXACQ);
  const limit = maxAcq === undefined ? {} : { maxAcq };
  if (infos.TIPOLOGIA === 'Sfuso') {
    return {
      kind: 'weight',
      productType: 'Sfuso',
      minWeight: positive(infos.WEIGHT_SELLING) ?? positive(product.minAcq) ?? 0,
      step: positive(infos.STEP_SELLING) ?? 0,
      ...limit,
    };
  }
  const multiple = infoNumber(infos.QTY_MULT);
  return {
    kind: 'pieces',
    productType: infos.TIPOLOGIA === 'Confezione' ? 'Confezione' : 'Pezzo',
    minAcq: Math.max(1, positive(product.minAcq) ?? positive(infos.MINACQ) ?? 1),
    multiple: Number.isInteger(multiple) && multiple > 1 ? multiple : 1,
    locked: infos.QTY_LOCKED === 'true' || infos.QTY_LOCKED === true,
    ...limit,
  };
}

// --- The grid of allowed quantities ---------------------------------------------------------

/**
 * Allowed quantities are `origin + k·step` between `first` and `last`, in whole units of
 * 1/scale (pieces, or hundredths of a kilo), so stepping never adds floats.
 */
interface Grid {
  readonly scale: number;
  readonly origin: number;
  readonly step: number;
  readonly first: number;
  readonly last: number;
}

const WEIGHT_SCALE = 100;
/** Spec: none. A loose product without STEP_SELLING steps by its WEIGHT_SELLING, else by 100 g. */
const FALLBACK_WEIGHT_STEP = 0.1;
const EPSILON = 1e-9;

function gridOf(rule: SellingRule): Grid {
  const scale = rule.kind === 'pieces' ? 1 : WEIGHT_SCALE;
  const origin = rule.kind === 'pieces' ? 0 : Math.round(rule.minWeight * scale);
  const step =
    rule.kind === 'pieces'
      ? rule.multiple
      : Math.max(1, Math.round((rule.step || rule.minWeight || FALLBACK_WEIGHT_STEP) * scale));
  const first =
    rule.kind === 'pieces' ? Math.ceil(rule.minAcq / step) * step : origin > 0 ? origin : step;
  const last =
    rule.maxAcq === undefined
      ? Number.POSITIVE_INFINITY
      : origin + Math.floor((Math.round(rule.maxAcq * scale) - origin) / step) * step;
  return { scale, origin, step, first, last };
}

const scaled = (grid: Grid, quantity: number) => Math.round(quantity * grid.scale * 1000) / 1000;

/** The smallest quantity that can be in the cart, or undefined when none fits under MAXACQ. */
export function firstQuantity(rule: SellingRule): number | undefined {
  const grid = gridOf(rule);
  return grid.first <= grid.last ? grid.first / grid.scale : undefined;
}

/**
 * The largest allowed quantity under MAXACQ (the stepper's `max`); undefined without MAXACQ or
 * when none fits under it.
 */
export function lastQuantity(rule: SellingRule): number | undefined {
  const grid = gridOf(rule);
  return Number.isFinite(grid.last) && grid.first <= grid.last ? grid.last / grid.scale : undefined;
}

/**
 * The first `count` allowed quantities, smallest first (the product page's quantity chooser):
 * fewer when MAXACQ ends the grid, none when nothing fits under it.
 */
export function quantityChoices(rule: SellingRule, count: number): number[] {
  const first = firstQuantity(rule);
  if (first === undefined) return [];
  const choices = [first];
  while (choices.length < count) {
    const last = choices[choices.length - 1] ?? first;
    const next = nextQuantity(rule, last);
    if (next === last) break;
    choices.push(next);
  }
  return choices;
}

/** What a quantity of the rule counts: kilograms for loose goods, packs (Confezione), pieces. */
export function countedIn(rule: SellingRule): 'kg' | 'pack' | 'piece' {
  if (rule.kind === 'weight') return 'kg';
  return rule.productType === 'Confezione' ? 'pack' : 'piece';
}

/** True when `quantity` is 0 or an allowed quantity of the rule. */
export function isAllowedQuantity(rule: SellingRule, quantity: number): boolean {
  if (quantity === 0) return true;
  const grid = gridOf(rule);
  const at = scaled(grid, quantity);
  const steps = (at - grid.origin) / grid.step;
  return Math.abs(steps - Math.round(steps)) < EPSILON && at >= grid.first && at <= grid.last;
}

// spec: shopping §4 Quantity stepping
/**
 * Plus: the next allowed quantity (from 0, the first one: minAcq rounded up to the multiple, or
 * WEIGHT_SELLING). At the MAXACQ limit the quantity stays as it is.
 */
export function nextQuantity(rule: SellingRule, current: number): number {
  const grid = gridOf(rule);
  const at = scaled(grid, current);
  const next =
    at < grid.first
      ? grid.first
      : grid.origin + (Math.floor((at - grid.origin) / grid.step + EPSILON) + 1) * grid.step;
  return next <= grid.last ? next / grid.scale : current;
}

// spec: shopping §4 Quantity stepping
/**
 * Minus: the previous allowed quantity; 0 (remove the line) from the first one, since nothing
 * allowed lies between 0 and minAcq (or WEIGHT_SELLING). Above MAXACQ it comes down to the limit.
 */
export function previousQuantity(rule: SellingRule, current: number): number {
  const grid = gridOf(rule);
  const at = scaled(grid, current);
  if (at <= grid.first || grid.first > grid.last) return 0;
  const previous =
    grid.origin + (Math.ceil((at - grid.origin) / grid.step - EPSILON) - 1) * grid.step;
  return Math.min(previous, grid.last) / grid.scale;
}

export type PlusChange =
  /** Set the line to `quantity` (cart/update, or cart/add of a new line). */
  | { readonly kind: 'setQuantity'; readonly quantity: number }
  /** Add one package of `added` pieces to the line (cart/add); the line becomes `quantity`. */
  | { readonly kind: 'addPackage'; readonly added: number; readonly quantity: number };

// spec: shopping §4 "Plus on a packaged item at or above the multiple converts the line to a
// package add."
/** What the plus button asks of the cart; undefined when plus is not possible (MAXACQ). */
export function plusChange(rule: SellingRule, current: number): PlusChange | undefined {
  const quantity = nextQuantity(rule, current);
  if (quantity === current) return undefined;
  const packaged =
    rule.kind === 'pieces' &&
    rule.multiple > 1 &&
    current >= rule.multiple &&
    isAllowedQuantity(rule, current);
  return packaged
    ? { kind: 'addPackage', added: quantity - current, quantity }
    : { kind: 'setQuantity', quantity };
}

// --- Checks of a requested quantity (the backend's answers) ----------------------------------

const refuse = (refusal: QuantityRefusal): QuantityResult => ({ ok: false, ...refusal });

/**
 * Checks a requested line quantity (pieces, or kilograms for Sfuso) as the reference backend
 * does on cart/add, cart/update and the list calls: the normalised quantity, or the refusal.
 * The order of the checks is the backend's: minimum, multiple (or weight step), maximum.
 */
export function checkLineQuantity(rule: SellingRule, quantity: number): QuantityResult {
  if (!Number.isFinite(quantity) || quantity <= 0) return refuse({ key: 'errors.minAcq' });
  if (rule.kind === 'weight') {
    const weight = roundWeight(quantity);
    if (weight <= 0 || weight + 1e-6 < rule.minWeight) return refuse({ key: 'errors.minAcq' });
    if (rule.step > 0) {
      const steps = (weight - rule.minWeight) / rule.step;
      if (Math.abs(steps - Math.round(steps)) > 1e-3) {
        return refuse({ key: 'errors.weightStep', params: { step: rule.step, unit: 'kg' } });
      }
    }
    return { ok: true, quantity: weight };
  }
  const pieces = roundQuantity(quantity);
  if (Math.abs(pieces - Math.round(pieces)) > 1e-6) {
    return refuse({ key: 'errors.qtyMultiple', params: { multiple: 1 } });
  }
  if (pieces < rule.minAcq) return refuse({ key: 'errors.minAcq' });
  if (Math.round(pieces) % rule.multiple !== 0) {
    return refuse({ key: 'errors.qtyMultiple', params: { multiple: rule.multiple } });
  }
  if (rule.maxAcq !== undefined && pieces > rule.maxAcq) return refuse({ key: 'errors.maxAcq' });
  return { ok: true, quantity: Math.round(pieces) };
}

/**
 * MAXACQ as a daily maximum (spec: shopping §8 "Max daily quantity"): this line plus what the
 * shopper's other orders for the same delivery day already hold.
 */
export function checkDailyMaximum(
  rule: SellingRule,
  quantity: number,
  alreadyThatDay: number,
): QuantityResult {
  if (rule.maxAcq !== undefined && quantity + alreadyThatDay > rule.maxAcq + 1e-6) {
    return refuse({ key: 'errors.maxDailyQuantity' });
  }
  return { ok: true, quantity };
}

// spec: shopping §5 "Manual quantity entry applies only to Pezzo and Confezione."
/**
 * A quantity the shopper typed: with QTY_LOCKED rounded to the nearest multiple (at least one),
 * capped at MAXACQ (at the largest allowed quantity under it), refused below minAcq with
 * errors.minAcq (also when no allowed quantity fits under MAXACQ); then checked as the backend
 * will check it, so an unlocked quantity off the multiple is refused with errors.qtyMultiple rather
 * than silently changed.
 */
export function typedQuantity(rule: PiecesRule, typed: number): QuantityResult {
  if (!Number.isFinite(typed)) return refuse({ key: 'errors.minAcq' });
  let quantity = roundQuantity(typed);
  if (rule.locked) {
    quantity = Math.max(Math.round(quantity / rule.multiple), 1) * rule.multiple;
  }
  if (rule.maxAcq !== undefined) {
    const last = lastQuantity(rule);
    if (last === undefined) return refuse({ key: 'errors.minAcq' });
    quantity = Math.min(quantity, last);
  }
  if (quantity < rule.minAcq) return refuse({ key: 'errors.minAcq' });
  return checkLineQuantity(rule, quantity);
}
