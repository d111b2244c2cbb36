/**
 * The product page (spec: shopping §2 /product/:slug, "Product option selector", "Video player";
 * §3 Product, Product infos; shared/reference/ebsn-observed.md §1.1 detail mode, §3.3–3.6): the
 * product by slug and what the page shows of it. Pure but for `findProduct`. Its descriptions are
 * in product-descriptions.ts, its options in product-options.ts, its structured data in
 * product-json-ld.ts.
 */
import { formatPrice, formatQuantity, formatWeight, t } from '@sporta/i18n';
import {
  countedIn,
  infoNumber,
  isInStock,
  isLockedForShopper,
  quantityChoices,
  sellingRule,
} from '@sporta/rules';
import type { EbsnClient, Product } from '@sporta/sdk';
import { plainText } from '../../../platform/html/plain-text';
import { lookUp, type Outcome } from '../../../platform/results/outcome';
import { PRODUCT_PLACEHOLDER, productPrice } from './product-card';

/** The product of a slug; an unknown slug is `missing` (→ /not-found), any other failure `failed`. */
export function findProduct(ebsn: EbsnClient, slug: string): Promise<Outcome<Product, never>> {
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
export const sellingPrice = (product: Product) =>
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
