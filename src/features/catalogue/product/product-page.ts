/**
 * The product page (spec: shopping §2 /product/:slug, "Product option selector", "Video player";
 * §3 Product, Product infos; shared/reference/ebsn-observed.md §1.1 detail mode, §3.3–3.6): the
 * product by slug, what the page shows of it, and its structured data for search engines
 * (schema.org Product and BreadcrumbList). Pure but for `findProduct`.
 */
import { formatDecimal, formatPrice, formatQuantity, formatWeight, t } from '@sporta/i18n';
import {
  countedIn,
  infoNumber,
  isInStock,
  isLockedForShopper,
  quantityChoices,
  sellingRule,
} from '@sporta/rules';
import type { EbsnClient, Product } from '@sporta/sdk';
import { type Lookup, lookUp } from '../../../platform/failure-text';
import { plainText } from '../../../platform/plain-text';
import { safeHtml } from '../../../platform/safe-html';
import type { ProductOption, SelectablePromo } from '../../../platform/slots/cart-slot';
import { PRODUCT_PLACEHOLDER, productHref, productPrice } from './product-card';

/** The product of a slug; an unknown slug is `missing` (→ /not-found), any other failure `failed`. */
export function findProduct(ebsn: EbsnClient, slug: string): Promise<Lookup<Product>> {
  return lookUp(async () => (slug ? ebsn.product.bySlug(slug) : undefined));
}

/** Name, brand and pack: "Spaghetti n.5 Barilla, 500 g". */
export function productLabel(product: Product): string {
  const name = [product.name, product.shortDescr ?? '']
    .map((part) => plainText(part))
    .filter(Boolean)
    .join(' ');
  const pack = plainText(product.description ?? '');
  return pack ? `${name}, ${pack}` : name;
}

/** The price the shopper pays, or undefined when the API gives none (no session on some sites). */
const sellingPrice = (product: Product) =>
  (product.priceDisplay ?? product.price) == null ? undefined : productPrice(product).price;

/** Title and meta description of the page (Page props). */
export function productPageMeta(product: Product) {
  const label = productLabel(product);
  const price = sellingPrice(product);
  return {
    title: t('product.seoTitle', { product: label }),
    description:
      price === undefined
        ? t('product.seoDescriptionNoPrice', { product: label })
        : t('product.seoDescription', { product: label, price: formatPrice(price) }),
  };
}

/** The large picture (the page's LCP): the medium picture, one of `media`, the thumb, the placeholder. */
export function productPicture(product: Product): string {
  const picture = product.media?.find((item) => item.type !== 'video' && item.medium)?.medium;
  return product.mediaURLMedium || picture || product.mediaURL || PRODUCT_PLACEHOLDER;
}

/** Links of the video service among the product's media (type 'video'). */
export function productVideos(product: Product): string[] {
  return (product.media ?? []).flatMap((item) =>
    item.type?.toLowerCase() === 'video' && /^https:\/\//i.test(item.medium ?? '')
      ? [item.medium ?? '']
      : [],
  );
}

/** The accessible name of each video's frame, unique on the page. */
export function videoTitle(product: Product, index: number, total: number): string {
  const name = plainText(product.name);
  return total > 1
    ? t('product.video.numbered', { n: index + 1, total, name })
    : t('product.video.name', { name });
}

export interface ProductFact {
  label: string;
  value: string;
}

const pieces = (count: number) => t('product.pieces', { count: formatQuantity(count) });
const kilos = (amount: number) => formatWeight(amount, 'kg');

/**
 * The product's format: its pack size (description: "500 g", "3 x 125 g"); for loose goods,
 * whose description only says how they are priced ("Prezzo al kg"), that they are sold by
 * weight (issue 38: kiwi "Formato: Prezzo al kg").
 */
export function productPack(product: Product): string {
  if (sellingRule(product).kind === 'weight') return t('product.pack.byWeight');
  return plainText(product.description ?? '');
}

/** How many quantities the product page offers before the add; the stepper goes on from there. */
const QUANTITY_CHOICES = 10;

/**
 * The quantities "Aggiungi" may put in the cart, by the rules (the minimum, then the grid of
 * multiples or weight steps): "0,50 kg", "2 pz"; the stepper then takes over, as on the cards.
 * None where there is no "Aggiungi": out of stock, or a product the shopper cannot change.
 */
export function quantityOptions(product: Product): { value: string; label: string }[] {
  if (!isInStock(product) || isLockedForShopper(product.productInfos)) return [];
  const rule = sellingRule(product);
  const unit = countedIn(rule);
  return quantityChoices(rule, QUANTITY_CHOICES).map((quantity) => ({
    value: String(quantity),
    label:
      unit === 'kg'
        ? kilos(quantity)
        : unit === 'pack'
          ? t('product.packs', { count: formatQuantity(quantity) })
          : pieces(quantity),
  }));
}

/** What the shopper wants to know before buying, for a definition list (shopping §3 Product infos). */
export function productFacts(product: Product): ProductFact[] {
  const infos = product.productInfos ?? {};
  const rule = sellingRule(product);
  const facts: ProductFact[] = [];
  const add = (label: Parameters<typeof t>[0], value: string) => {
    if (value) facts.push({ label: t(label), value });
  };
  add('product.info.pack', productPack(product));
  if (rule.kind === 'weight') {
    // "Formato" says it is sold by weight (productPack): no second row to say it again.
    if (rule.minWeight > 0) add('product.info.minimum', kilos(rule.minWeight));
    if (rule.step > 0) add('product.info.step', kilos(rule.step));
    if (rule.maxAcq !== undefined) add('product.info.maximum', kilos(rule.maxAcq));
  } else {
    add(
      'product.info.soldBy',
      t(rule.productType === 'Confezione' ? 'product.soldBy.pack' : 'product.soldBy.piece'),
    );
    const weight = infoNumber(infos.WEIGHT_SELLING_SINGLE_UNIT);
    const unit = infos.WEIGHT_SELLING_SINGLE_UNIT_UM;
    if (infos.WEIGHT_VARIABLE === 'true' && weight > 0 && unit)
      add(
        'product.info.weight',
        t('product.weight.about', { weight: `${formatQuantity(weight)} ${unit.toLowerCase()}` }),
      );
    add('product.info.minimum', pieces(rule.minAcq));
    if (rule.multiple > 1) add('product.info.multiple', pieces(rule.multiple));
    if (rule.maxAcq !== undefined) add('product.info.maximum', pieces(rule.maxAcq));
  }
  const certifications = (product.productClasses ?? [])
    .map((productClass) => plainText(productClass.name ?? ''))
    .filter(Boolean);
  add('product.info.certifications', certifications.join(', '));
  add('product.info.barcode', product.barcode ?? '');
  add(
    'product.info.availability',
    t(isInStock(product) ? 'product.available' : 'product.outOfStock'),
  );
  return facts;
}

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

/** spec: shopping §2 "Product option selector … radio or select mode": radios for a few choices. */
export const RADIO_LIMIT = 4;

/** The form the cart will submit (add to cart with the chosen options). */
export const PRODUCT_FORM_ID = 'product-options';
/** The product page's quantity chooser (CartSlot's `quantityField`). */
export const PRODUCT_QUANTITY_ID = 'product-quantity';

export type { ProductOption };

/** The product's selectable promo (spec: shopping §3 warehousePromo.selectable), if it has one. */
export function selectablePromo(product: Product): SelectablePromo | undefined {
  const promo = product.warehousePromo;
  const text = plainText(promo?.view?.selectablePromoText ?? '');
  return promo?.selectable && promo.warehousePromoId !== undefined && text
    ? { id: promo.warehousePromoId, text }
    : undefined;
}

/** The select options of the product, each required (shopping §5 "every option has a value"). */
export function productOptions(product: Product): ProductOption[] {
  return (product.selectOptions ?? []).flatMap((option) => {
    const choices = (option.options ?? []).flatMap((choice) =>
      choice.key ? [{ value: choice.key, label: plainText(choice.value ?? choice.key) }] : [],
    );
    if (!option.parameterName || choices.length === 0) return [];
    const selected = choices.some((choice) => choice.value === option.selected)
      ? (option.selected ?? undefined)
      : undefined;
    return [
      {
        control: choices.length <= RADIO_LIMIT ? 'radio' : 'select',
        legend: plainText(option.name ?? option.parameterName),
        name: option.parameterName,
        choices,
        selected,
      },
    ];
  });
}

export interface Crumb {
  label: string;
  href?: string;
}

/** The breadcrumb after Home: the categories root → leaf, then the product (current page). */
export function productTrail(product: Product): Crumb[] {
  const categories = (product.breadCrumbs ?? []).flatMap((crumb) => {
    const label = plainText(crumb.name ?? '');
    if (!label) return [];
    return [
      crumb.slug ? { label, href: `/category/${encodeURIComponent(crumb.slug)}` } : { label },
    ];
  });
  return [...categories, { label: plainText(product.name) }];
}

type JsonLd = Record<string, unknown>;

/** schema.org Product with its offer (when priced); URLs absolute from `origin` ('https://www.sporta.it'). */
export function productJsonLd(product: Product, origin: string): JsonLd {
  const url = new URL(productHref(product), origin).href;
  const data: JsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: plainText(product.name),
    image: [new URL(productPicture(product), origin).href],
    url,
  };
  const pack = plainText(product.description ?? '');
  if (pack) data.description = pack;
  const barcode = product.barcode?.trim();
  if (barcode) {
    data.sku = barcode;
    if (/^\d{13}$/.test(barcode)) data.gtin13 = barcode;
  }
  const brand = plainText(product.shortDescr ?? product.vendor?.name ?? '');
  if (brand) data.brand = { '@type': 'Brand', name: brand };
  const price = sellingPrice(product);
  // Without a price there is no offer to describe.
  if (price !== undefined)
    data.offers = {
      '@type': 'Offer',
      price: price.toFixed(2),
      priceCurrency: 'EUR',
      availability: isInStock(product)
        ? 'https://schema.org/InStock'
        : 'https://schema.org/OutOfStock',
      url,
    };
  return data;
}

/** schema.org BreadcrumbList: Home, the categories that have a page, the product. */
export function breadcrumbJsonLd(product: Product, origin: string): JsonLd {
  const categories = productTrail(product)
    .slice(0, -1)
    .flatMap((crumb) => (crumb.href ? [{ name: crumb.label, href: crumb.href }] : []));
  const steps = [
    { name: t('content.breadcrumb.home'), href: '/' },
    ...categories,
    { name: plainText(product.name), href: productHref(product) },
  ];
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: new URL(step.href, origin).href,
    })),
  };
}

/** JSON for a `<script type="application/ld+json">`: no `<` left, so nothing can close it. */
export const jsonLdText = (data: JsonLd) => JSON.stringify(data).replaceAll('<', '\\u003c');
