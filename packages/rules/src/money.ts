/**
 * Money in integer euro cents (architecture: "compute in integer cents"). The API speaks decimal
 * euros (`priceDisplay: 0.67`, `ivaPct: "0.04"`); convert at the edge with `toCents`, add and
 * compare cents, hand `fromCents` to `formatPrice` of @sporta/i18n for display.
 */

/**
 * Rounds to whole cents, half away from zero, after dropping binary noise (1.005 × 100 is
 * 100.49999…).
 */
export function roundCents(value: number): number {
  const clean = Number(value.toPrecision(15));
  return Math.sign(clean) * Math.round(Math.abs(clean)) || 0;
}

/**
 * Cents of a decimal amount in euros, as the API sends it (a number, or a string such as
 * `"12.50"` or `"12,50"`). Throws on anything that is not a finite amount: a missing price is
 * the caller's case to handle, never a silent 0.
 */
export function toCents(euros: number | string): number {
  const value = typeof euros === 'string' ? Number(euros.trim().replace(',', '.')) : euros;
  if (typeof euros === 'string' && euros.trim() === '') {
    throw new RangeError('toCents: an empty amount');
  }
  if (!Number.isFinite(value)) throw new RangeError(`toCents: not an amount: ${String(euros)}`);
  return roundCents(value * 100);
}

/** Decimal euros of an amount in cents, for `formatPrice` and for API bodies. */
export function fromCents(cents: number): number {
  return cents / 100;
}

/** `cents` × `factor` (a quantity, a weight, a rate), rounded half up to the cent. */
export function multiplyCents(cents: number, factor: number): number {
  return roundCents(cents * factor);
}
