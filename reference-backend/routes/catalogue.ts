/**
 * Categories and products (spec: shopping §2 "Category tree menu", §3 Category, §7 Categories;
 * products as observed in shared/reference/ebsn-observed.md §1.1, §3): tree or one category,
 * product list / search / facets / sort / paging, and detail by slug — all from the database.
 */
import type { Database } from '../database.ts';
import { type CategoryNode, categories } from '../domain/categories.ts';
import { renderContentCategory } from '../domain/content-categories.ts';
import {
  PRODUCT_COLUMNS,
  PRODUCT_FROM,
  type ProductRow,
  renderProduct,
  shownUnitPrice,
} from '../domain/products.ts';
import { PRODUCT_PAGE_SIZE } from '../domain/shop.ts';
import type { Routes } from '../http/call.ts';
import { pageOf, Refusal } from '../http/envelope.ts';
import type { Query } from '../http/input.ts';
import { BACKEND_TEXTS, SPEC_TEXTS } from '../messages.ts';
import { GROUP_MAXIMUMS } from '../seed/catalogue.ts';
import { PRODUCT_CLASSES } from '../seed/catalogue-data.ts';
import { FILTER_CLASSES } from '../seed/filter-classes.ts';

const VENDOR_FACET = 'vendor_id';
const CLASS_FACET = 'product_class_10000';
const MAX_PAGE_SIZE = 500;

export function iconUrl(icon: string): string {
  return `/ebsn/api/photo/icon/${icon}.svg`;
}

function productCounts(db: Database): Map<number, number> {
  const rows = db.all<{ category_id: number; n: number }>(
    'SELECT category_id, COUNT(*) AS n FROM products GROUP BY category_id',
  );
  return new Map(rows.map((row) => [row.category_id, row.n]));
}

function renderCategory(
  db: Database,
  node: CategoryNode,
  options: { depth: number; filtered: boolean; counts: Map<number, number>; single?: boolean },
): Record<string, unknown> {
  const index = categories(db);
  const total = index
    .subtree(node.categoryId)
    .reduce((sum, id) => sum + (options.counts.get(id) ?? 0), 0);
  const children =
    options.depth > 0
      ? node.children
          .filter(
            (child) =>
              !options.filtered ||
              index.subtree(child.categoryId).some((id) => (options.counts.get(id) ?? 0) > 0),
          )
          .map((child) =>
            renderCategory(db, child, { ...options, depth: options.depth - 1, single: false }),
          )
      : [];
  const body: Record<string, unknown> = {
    categoryId: node.categoryId,
    name: node.name,
    slug: node.slug,
    ...(node.parentId === null ? {} : { parentId: node.parentId }),
    itemUrl: `/category/${node.slug}`,
    level: node.level,
    productCount: total,
    categories: children,
    metaData: {
      category_info: {
        ...(node.icon ? { ICON: iconUrl(node.icon) } : {}),
        TITLE: node.title ?? node.name,
        // A category group's per-group maximum of units (shopping §9), as EBSN's MAXACQ text.
        ...(GROUP_MAXIMUMS.has(node.slug) ? { MAXACQ: String(GROUP_MAXIMUMS.get(node.slug)) } : {}),
      },
    },
  };
  if (options.single) {
    body.children = children;
    body.categoryBlocks = db
      .all<{ category_block_id: number; template: string; title: string }>(
        'SELECT category_block_id, template, title FROM category_blocks WHERE category_id = ? ORDER BY position',
        node.categoryId,
      )
      .map((block) => ({
        categoryBlockId: block.category_block_id,
        templateBlock: { name: block.template },
        title: block.title,
      }));
  }
  return body;
}

export const catalogueRoutes: Routes = {
  'GET /category': (call) => {
    const { db } = call.shop;
    const index = categories(db);
    const counts = productCounts(db);
    const filtered = call.query.bool('filtered', true);
    const depth = Math.max(0, Math.min(call.query.optInt('depth') ?? 3, 3));
    const slug = call.query.optStr('slug');
    const id = call.query.optInt('categoryId');
    const content = slug === undefined ? undefined : renderContentCategory(slug);
    if (content) return { data: { category: content } };
    if (slug !== undefined || id !== undefined) {
      const node = slug !== undefined ? index.bySlug.get(slug) : index.byId.get(id ?? -1);
      if (!node) throw new Refusal(SPEC_TEXTS['page.notFound.text']);
      return {
        data: { category: renderCategory(db, node, { depth, filtered, counts, single: true }) },
      };
    }
    const q = call.query.optStr('q')?.toLowerCase();
    if (q) {
      const found = [...index.byId.values()].filter((node) => node.name.toLowerCase().includes(q));
      return {
        data: {
          categories: found.map((node) => renderCategory(db, node, { depth: 0, filtered, counts })),
        },
      };
    }
    const roots = index.roots.filter(
      (root) =>
        !filtered || index.subtree(root.categoryId).some((cid) => (counts.get(cid) ?? 0) > 0),
    );
    return {
      data: {
        categories: roots.map((root) =>
          renderCategory(db, root, { depth: depth - 1, filtered, counts }),
        ),
      },
    };
  },

  'GET /category-block/info': (call) => {
    const block = call.shop.db.one<{
      category_block_id: number;
      category_id: number;
      template: string;
      title: string;
      body: string;
      link: string | null;
    }>(
      'SELECT * FROM category_blocks WHERE category_block_id = ?',
      call.query.int('categoryBlockId'),
    );
    if (!block) throw new Refusal(BACKEND_TEXTS.notFound);
    return {
      data: {
        categoryBlockId: block.category_block_id,
        categoryId: block.category_id,
        templateBlock: { name: block.template },
        title: block.title,
        body: `<p>${block.body}</p>`,
        ...(block.link ? { link: block.link } : {}),
        metaData: { category_block_info: { TITLE: block.title, DESCRIPTION: block.body } },
      },
    };
  },

  'GET /products': (call) => {
    const { db } = call.shop;
    const slug = call.query.optStr('slug');
    if (slug !== undefined) {
      const row = db.one<ProductRow>(
        `SELECT ${PRODUCT_COLUMNS} FROM ${PRODUCT_FROM} WHERE p.slug = ?`,
        slug,
      );
      if (!row) throw new Refusal(BACKEND_TEXTS.productNotFound);
      return { data: renderProduct(db, row, true) };
    }
    return { data: productPage(db, call.query, call.session.userId) };
  },
};

interface Filter {
  where: string[];
  params: (string | number)[];
}

function baseFilter(db: Database, query: Query): Filter {
  const filter: Filter = { where: [], params: [] };
  const categoryId = query.optInt('parent_category_id') ?? query.optInt('category_id');
  if (categoryId !== undefined) {
    filter.where.push('p.category_id IN (SELECT value FROM json_each(?))');
    filter.params.push(JSON.stringify(categories(db).subtree(categoryId)));
  }
  const barcode = query.optStr('barcode');
  if (barcode !== undefined) {
    filter.where.push('p.barcode = ?');
    filter.params.push(barcode.trim());
  }
  for (const word of (query.optStr('q') ?? '')
    .toLowerCase()
    .split(/\s+/)
    .filter((w) => w.length > 1)
    .slice(0, 6)) {
    filter.where.push('p.search LIKE ?');
    filter.params.push(`%${word}%`);
  }
  if (query.bool('promo')) filter.where.push('p.promo IS NOT NULL');
  if (query.bool('new_product')) filter.where.push('p.is_new = 1');
  return filter;
}

/** The price-cut promotion (promoType tapvis): what the filter TP keeps. */
const PRICE_CUT_PROMO_TYPE = 5;

/**
 * The filters TP and preferred (shopping §3 Filters): TP keeps the products on a price cut,
 * preferred those the shopper bought before — in any of her orders; a guest has bought nothing.
 */
function shopperFilter(base: Filter, query: Query, userId: number): Filter {
  const filter: Filter = { where: [...base.where], params: [...base.params] };
  if (query.bool('TP')) {
    filter.where.push("json_extract(p.promo, '$.warehousePromoTypeId') = ?");
    filter.params.push(PRICE_CUT_PROMO_TYPE);
  }
  if (query.bool('preferred')) {
    filter.where.push(
      'p.product_id IN (SELECT i.product_id FROM order_items i JOIN orders o ON o.order_id = i.order_id WHERE o.user_id = ?)',
    );
    filter.params.push(userId);
  }
  return filter;
}

function withFacets(base: Filter, query: Query): Filter {
  const filter: Filter = { where: [...base.where], params: [...base.params] };
  const vendors = query.all(VENDOR_FACET).map(Number).filter(Number.isInteger);
  if (vendors.length) {
    filter.where.push('p.vendor_id IN (SELECT value FROM json_each(?))');
    filter.params.push(JSON.stringify(vendors));
  }
  // Values of one facet widen the choice, facets narrow it: the characteristics and each product
  // filter class 40056, 40057, 40060-40064 (shopping §9) is a facet of its own.
  for (const facet of [CLASS_FACET, ...FILTER_CLASSES.map((c) => `product_class_${c.facetId}`)]) {
    const classes = query.all(facet).map(Number).filter(Number.isInteger);
    if (!classes.length) continue;
    filter.where.push(
      'p.product_id IN (SELECT product_id FROM product_class_links WHERE class_id IN (SELECT value FROM json_each(?)))',
    );
    filter.params.push(JSON.stringify(classes));
  }
  return filter;
}

const SORTS: Record<string, string> = {
  pri_asc: 'p.price_display ASC',
  price_asc: 'p.price_display ASC',
  pri_des: 'p.price_display DESC',
  price_desc: 'p.price_display DESC',
  alf_asc: 'p.name ASC',
  name_asc: 'p.name ASC',
  alf_des: 'p.name DESC',
  name_desc: 'p.name DESC',
  promo: '(p.promo IS NULL) ASC',
  new: 'p.is_new DESC',
};

/**
 * Sort by the price paid per kg or l, cheapest first (issue 38): that price is the rules'
 * (packUnitPriceCents through shownUnitPrice), not a column, so these rows are ordered here;
 * products without one come last, in the catalogue's order.
 */
const UNIT_PRICE_SORT = 'pum_asc';

function byUnitPrice(rows: ProductRow[]): ProductRow[] {
  const price = new Map(rows.map((row) => [row, shownUnitPrice(row) ?? Number.POSITIVE_INFINITY]));
  return [...rows].sort(
    (a, b) => (price.get(a) ?? 0) - (price.get(b) ?? 0) || a.position - b.position,
  );
}

function productPage(db: Database, query: Query, userId: number) {
  const base = shopperFilter(baseFilter(db, query), query, userId);
  const filter = withFacets(base, query);
  const where = (f: Filter) => (f.where.length ? `WHERE ${f.where.join(' AND ')}` : '');
  const pageSize = Math.min(
    Math.max(query.optInt('page_size') ?? PRODUCT_PAGE_SIZE, 1),
    MAX_PAGE_SIZE,
  );
  const page = Math.max(query.optInt('page') ?? 1, 1);
  const total =
    db.one<{ n: number }>(`SELECT COUNT(*) AS n FROM products p ${where(filter)}`, ...filter.params)
      ?.n ?? 0;
  const sortCode = query.optStr('sort') ?? '';
  const sort = SORTS[sortCode];
  const q = query.optStr('q');
  const offset = (page - 1) * pageSize;
  let rows: ProductRow[];
  if (sortCode === UNIT_PRICE_SORT) {
    rows = byUnitPrice(
      db.all<ProductRow>(
        `SELECT ${PRODUCT_COLUMNS} FROM ${PRODUCT_FROM} ${where(filter)} ORDER BY p.position`,
        ...filter.params,
      ),
    ).slice(offset, offset + pageSize);
  } else {
    const order = sort
      ? `${sort}, p.position`
      : q
        ? '(p.name LIKE ?) DESC, p.position'
        : 'p.position';
    const orderParams = !sort && q ? [`${q.trim()}%`] : [];
    rows = db.all<ProductRow>(
      `SELECT ${PRODUCT_COLUMNS} FROM ${PRODUCT_FROM} ${where(filter)} ORDER BY ${order} LIMIT ? OFFSET ?`,
      ...filter.params,
      ...orderParams,
      pageSize,
      offset,
    );
  }
  return {
    page: pageOf(page, pageSize, total),
    products: rows.map((row) => renderProduct(db, row)),
    facets: facets(db, base, filter),
  };
}

function facets(db: Database, base: Filter, filter: Filter) {
  const where = (f: Filter) => (f.where.length ? `WHERE ${f.where.join(' AND ')}` : '');
  const count = (sql: string, f: Filter) =>
    new Map(
      db
        .all<{ id: number; n: number }>(sql.replace('%WHERE%', where(f)), ...f.params)
        .map((r) => [r.id, r.n]),
    );
  const vendorSql =
    'SELECT p.vendor_id AS id, COUNT(*) AS n FROM products p %WHERE% GROUP BY p.vendor_id';
  const classSql =
    'SELECT l.class_id AS id, COUNT(*) AS n FROM products p JOIN product_class_links l ON l.product_id = p.product_id %WHERE% GROUP BY l.class_id';
  const vendorsAll = count(vendorSql, base);
  const vendorsNow = count(vendorSql, filter);
  const classesAll = count(classSql, base);
  const classesNow = count(classSql, filter);
  const vendorNames = new Map(
    db
      .all<{ vendor_id: number; name: string }>('SELECT vendor_id, name FROM vendors')
      .map((v) => [v.vendor_id, v.name]),
  );
  const classNames = db.all<{ class_id: number; name: string; descr: string }>(
    'SELECT * FROM product_classes ORDER BY class_id',
  );
  const characteristics = new Set<number>(PRODUCT_CLASSES.map((c) => c.classId));
  const classValues = (ids: ReadonlySet<number>) =>
    classNames
      .filter((c) => ids.has(c.class_id) && classesAll.has(c.class_id))
      .map((c, i) => ({
        id: c.class_id,
        name: c.name,
        description: c.descr,
        priority: String(i + 1),
        count: String(classesAll.get(c.class_id) ?? 0),
        filteredCount: String(classesNow.get(c.class_id) ?? 0),
      }));
  const filterClassFacets = FILTER_CLASSES.map((c) => ({
    name: c.facetName,
    parameterName: `product_class_${c.facetId}`,
    paramType: '',
    values: classValues(new Set(c.values.map((value) => value.classId))),
  })).filter((facet) => facet.values.length > 0);
  return [
    {
      name: 'Caratteristiche',
      parameterName: CLASS_FACET,
      paramType: '',
      values: classValues(characteristics),
    },
    ...filterClassFacets,
    {
      name: 'Marchio',
      parameterName: VENDOR_FACET,
      paramType: '',
      values: [...vendorsAll]
        .map(([id, n]) => ({
          id,
          name: vendorNames.get(id) ?? '',
          count: String(n),
          filteredCount: String(vendorsNow.get(id) ?? 0),
        }))
        .sort((a, b) => a.name.localeCompare(b.name)),
    },
  ];
}
