/**
 * The product page's descriptions (spec: shopping §3 Product infos; ebsn-observed.md §3.6): the
 * texts of metaData.product_description, sanitised, the nutrition tables' amounts written the
 * Italian way.
 */
import { formatDecimal, t } from '@sporta/i18n';
import type { Product } from '@sporta/sdk';
import { safeHtml } from '../../../platform/html/safe-html';

/** The texts of metaData.product_description the page shows, in this order (observed §3.6). */
const DESCRIPTIONS = [
  'features',
  'sale_description',
  'ingredients',
  'allergens',
  'nutritional_values',
  'NUTRITIONAL_INFO',
  'storage',
] as const;

/** The nutrition tables, whose amounts the page writes the Italian way. */
const NUTRITION = new Set<string>(['nutritional_values', 'NUTRITIONAL_INFO']);
/**
 * "4.0 g", "39.9 kcal", "0.25 mg": an amount with a decimal point, before its unit. Three digits
 * after the point ("1.502 kJ") are a thousands separator already, and stay.
 */
const DOTTED_AMOUNT = /\b(\d+)\.(\d{1,2})(?=\s*(?:g|mg|µg|kg|kcal|kj|ml|l|%)(?![\p{L}\d]))/giu;

/** Decimal points of a table's amounts become commas ("4.0 g" → "4,0 g", issue 38), digits kept. */
export function italianAmounts(html: string): string {
  return html.replace(DOTTED_AMOUNT, (_, whole: string, decimals: string) =>
    formatDecimal(Number(`${whole}.${decimals}`), decimals.length),
  );
}

export interface ProductDescription {
  key: (typeof DESCRIPTIONS)[number];
  title: string;
  /** Sanitised: safe for `set:html`. */
  html: string;
}

/**
 * The product's descriptions (HTML from the API), sanitised; JSON-encoded ones are left out, and
 * a second text under the same title (two nutrition tables) too.
 */
export function productDescriptions(
  product: Product,
  shopHosts: readonly string[] = [],
): ProductDescription[] {
  const texts = (product.metaData as { product_description?: unknown } | undefined)
    ?.product_description;
  if (typeof texts !== 'object' || texts === null) return [];
  const titles = new Set<string>();
  return DESCRIPTIONS.flatMap((key) => {
    const value: unknown = (texts as Record<string, unknown>)[key];
    const title = t(`product.description.${key}`);
    if (typeof value !== 'string' || /^\s*[[{]/.test(value) || titles.has(title)) return [];
    const sanitised = safeHtml(value, { shopHosts }).trim();
    if (!sanitised) return [];
    const html = NUTRITION.has(key) ? italianAmounts(sanitised) : sanitised;
    titles.add(title);
    return [{ key, title, html }];
  });
}
