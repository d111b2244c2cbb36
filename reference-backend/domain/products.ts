/**
 * Products as EBSN answers them (shared/reference/ebsn-observed.md §3.3–3.6): numbers are
 * numbers, productInfos values and facet counts are strings, priceStandardDisplay only on promo.
 */
import { fromCents, packUnitPriceCents, sellingRule, toCents } from '@sporta/rules';
import type { Database } from '../database.ts';
import { PRODUCT_VIDEOS, packKilos } from '../seed/catalogue.ts';
import { categories } from './categories.ts';
import { SITE_STORE_ID } from './shop.ts';

export interface ProductRow {
  product_id: number;
  category_id: number;
  vendor_id: number;
  vendor_name: string;
  code: string;
  name: string;
  brand: string;
  pack: string;
  slug: string;
  barcode: string;
  tipologia: string;
  price: number;
  price_display: number;
  price_um: number | null;
  um: string;
  iva_pct: string;
  infos: string;
  promo: string | null;
  select_options: string | null;
  description: string | null;
  is_new: number;
  available: number;
  kind: string;
  position: number;
}

export const PRODUCT_COLUMNS = 'p.*, v.name AS vendor_name';
export const PRODUCT_FROM = 'products p JOIN vendors v ON v.vendor_id = p.vendor_id';

const IVA: Record<string, { ivaCategoryId: number; code: string; descr: string }> = {
  '0.04': { ivaCategoryId: 25, code: '4', descr: 'IVA 4%' },
  '0.10': { ivaCategoryId: 26, code: '10', descr: 'IVA 10%' },
  '0.22': { ivaCategoryId: 27, code: '22', descr: 'IVA 22%' },
};

export function productInfos(row: ProductRow): Record<string, string> {
  return JSON.parse(row.infos) as Record<string, string>;
}

/** A product row's selling rule: @sporta/rules reads its infos, as the storefront reads the product. */
export const sellingRuleOf = (row: ProductRow) => sellingRule({ productInfos: productInfos(row) });

/** Sold by weight (Sfuso, in kilograms), by the selling rule of @sporta/rules (shopping §3). */
export function isLoose(infos: Record<string, string>): boolean {
  return sellingRule({ productInfos: infos }).kind === 'weight';
}

export function isVariableWeight(infos: Record<string, string>): boolean {
  return infos.WEIGHT_VARIABLE === 'true';
}

/** A product's photo, a JPEG as on the real API (reference-backend/pages/pictures.ts draws it). */
export function mediaUrl(productId: number, size: 'thumb' | 'large'): string {
  return `/ebsn/api/photo/${size}/${productId}.jpg`;
}

/**
 * The unit of priceUmDisplay (observed §3.3: a 500 g pack at 1,49 € has unitMeasureBase KG and
 * priceUmDisplay 2,98): KG, or L for drinks sold by volume; the selling unit when there is none.
 */
function measureUnit(row: ProductRow) {
  const um = row.price_um === null ? row.um : /\d\s*(l|ml|cl)\b/i.test(row.pack) ? 'L' : 'KG';
  return { umId: um === 'KG' ? 1 : um === 'L' ? 3 : 2, um, umDes: '' };
}

/**
 * priceUmDisplay as a real EBSN answers it (ebsn-observed §3.3): what the shopper pays per kg or l
 * — the promotion's price, when one applies (issue 38). Loose goods are priced per kg already.
 */
function paidUnitPrice(row: ProductRow, loose: boolean): number {
  // A weighed piece without its weight in the pack ("al kg") is sold as 1 kg (seed/catalogue.ts).
  const quantity = loose ? 1 : (packKilos(row.pack) ?? 1);
  return fromCents(packUnitPriceCents(toCents(row.price_display), quantity) ?? 0);
}

/**
 * The price paid per kg or l that the product's card shows (priceUmDisplay), or undefined for a
 * product sold without one: the order of the listing's sort by unit price (pum_asc).
 */
export function shownUnitPrice(row: ProductRow): number | undefined {
  return row.price_um === null ? undefined : paidUnitPrice(row, isLoose(productInfos(row)));
}

/** One product; `detail` adds the texts, media and breadcrumbs of the product page. */
export function renderProduct(
  db: Database,
  row: ProductRow,
  detail = false,
): Record<string, unknown> {
  const infos = productInfos(row);
  const promo = row.promo ? (JSON.parse(row.promo) as Record<string, unknown>) : undefined;
  const rule = sellingRule({ productInfos: infos });
  const loose = rule.kind === 'weight';
  const index = categories(db);
  const product: Record<string, unknown> = {
    id: row.product_id,
    productId: row.product_id,
    codInt: row.code,
    code: row.code,
    codVar: '1',
    codeVariant: '1',
    name: row.name,
    shortDescr: row.brand,
    description: row.pack,
    descr: row.pack,
    pubState: 1,
    slug: row.slug,
    itemUrl: `/product/${row.slug}`,
    storeId: SITE_STORE_ID,
    productTypeId: 1,
    productNatureId: 1,
    productHierarchyLevelId: 1,
    vendor: { vendorId: row.vendor_id, name: row.vendor_name },
    categoryId: row.category_id,
    ivaCategory: { ...IVA[row.iva_pct], ivaPct: row.iva_pct },
    unitMeasureBase: measureUnit(row),
    productInfos: infos,
    dayLock: infos.DAY_LOCK ?? '',
    mediaURL: mediaUrl(row.product_id, 'thumb'),
    mediaURLMedium: mediaUrl(row.product_id, 'large'),
    price: row.price,
    priceId: 117193000 + row.product_id,
    priceListName: 'Sporta',
    priceListId: 378,
    currency: { currencyTypeId: 2, name: 'Euro', currencySymbol: '€', codInt: 'EUR' },
    priceDisplay: row.price_display,
    weightUnitDisplay: loose ? 'KG' : 'PZ',
    priceUnitDisplay: loose ? 'kg' : 'pz',
    minAcq: rule.kind === 'weight' ? rule.minWeight : rule.minAcq,
    available: row.available === 1 ? 100000000 : 0,
    barcode: row.barcode,
    selectOptions: row.select_options ? JSON.parse(row.select_options) : [],
    deliveryWarehouse: { warehouseId: 8, name: 'Sporta Milano Lorenteggio' },
    isNew: row.is_new === 1,
  };
  if (row.price_um !== null) product.priceUmDisplay = paidUnitPrice(row, loose);
  if (promo) {
    product.warehousePromo = promo;
    if (row.price_display < row.price) product.priceStandardDisplay = row.price;
  }
  if (infos.MAXACQ && index.byId.get(row.category_id)?.name === 'Acqua minerale') {
    product.productClassRuleMax = {
      productClassName: 'Acqua',
      max: Number(infos.MAXACQ),
      unit: 'conf',
    };
  }
  if (detail) {
    product.breadCrumbs = index
      .path(row.category_id)
      .map((node) => ({ categoryId: node.categoryId, name: node.name, slug: node.slug }));
    product.media = [
      {
        medium: mediaUrl(row.product_id, 'large'),
        small: mediaUrl(row.product_id, 'thumb'),
        type: 'image',
      },
      ...(PRODUCT_VIDEOS[row.slug] ?? []).map((medium) => ({ medium, type: 'video' })),
    ];
    product.productClasses = db
      .all<{ class_id: number; name: string }>(
        'SELECT c.class_id, c.name FROM product_class_links l JOIN product_classes c ON c.class_id = l.class_id WHERE l.product_id = ?',
        row.product_id,
      )
      .map((c) => ({ productClassId: c.class_id, name: c.name }));
    product.metaData = row.description ? JSON.parse(row.description) : {};
  }
  return product;
}

export function productById(db: Database, productId: number): ProductRow | undefined {
  return db.one<ProductRow>(
    `SELECT ${PRODUCT_COLUMNS} FROM ${PRODUCT_FROM} WHERE p.product_id = ?`,
    productId,
  );
}

/** Rows of several products at once, keyed by id. */
export function productsByIds(db: Database, ids: readonly number[]): Map<number, ProductRow> {
  const unique = [...new Set(ids)];
  const rows = unique.length
    ? db.all<ProductRow>(
        `SELECT ${PRODUCT_COLUMNS} FROM ${PRODUCT_FROM} WHERE p.product_id IN (${unique.map(() => '?').join(',')})`,
        ...unique,
      )
    : [];
  return new Map(rows.map((row) => [row.product_id, row]));
}
