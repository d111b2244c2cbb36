/**
 * Product list, search and detail: one endpoint, GET products, mode chosen by parameters
 * (shared/reference/ebsn-observed.md §1.1; the spec leaves product calls out).
 */
import type { EbsnContext } from '../context';
import { caller, defined } from '../context';
import type { components, operations } from '../generated/ebsn';
import { productPageSchema, productSchema } from '../schemas';
import { markValid, validatedBefore } from '../validated';

type ProductQuery = NonNullable<operations['getProducts']['parameters']['query']>;
export type ProductList = components['schemas']['ProductList'];
export type Product = components['schemas']['Product'];

/** spec: shopping §9 "Product list page size 24". */
export const PRODUCT_PAGE_SIZE = 24;

export interface ProductFilters {
  categoryId?: number;
  page?: number;
  pageSize?: number;
  sort?: string;
  promo?: boolean;
  onlyNew?: boolean;
  /** TP (shopping §3 Filters): the products on a price cut only. */
  priceCut?: boolean;
  /** preferred (shopping §3 Filters): the products the shopper bought before. */
  preferred?: boolean;
  hash?: string;
  /** Facet values by the facet's parameterName, e.g. { vendor_id: [124687] }; sent repeated. */
  facets?: Readonly<Record<string, readonly (string | number)[]>>;
}

function productQuery(filters: ProductFilters): ProductQuery {
  const { categoryId, page, pageSize, sort, promo, onlyNew, priceCut, preferred, hash, facets } =
    filters;
  // Facets go to the top level of the query, named by parameterName (observed §3.7).
  return defined({
    ...facets,
    parent_category_id: categoryId,
    page: page ?? 1,
    page_size: pageSize ?? PRODUCT_PAGE_SIZE,
    sort,
    promo,
    new_product: onlyNew,
    TP: priceCut,
    preferred,
    hash,
  }) as ProductQuery;
}

/**
 * The products of a page that pass the checks; each one left out is logged with the field at
 * fault, so 23 good products still show when the 24th is broken (issue 14 "Broken data").
 */
export function keepValidProducts(list: ProductList, url = 'GET products'): ProductList {
  const products = (list.products ?? []).filter((product, index) => {
    if (validatedBefore(product, productSchema)) return true;
    const checked = productSchema.safeParse(product);
    if (checked.success) {
      markValid(product, productSchema);
      return true;
    }
    const where = checked.error.issues
      .map(
        (issue) => `data.products.${index}.${issue.path.map(String).join('.')}: ${issue.message}`,
      )
      .join('; ');
    console.warn(`[@sporta/sdk] ${url}: product left out at ${where}`);
    return false;
  });
  return { ...list, products };
}

export function productArea(ctx: EbsnContext) {
  const { GET } = ctx.client;
  const { valid } = caller(ctx);
  const page = async (call: ReturnType<typeof GET<'/products', object>>): Promise<ProductList> =>
    keepValidProducts((await valid(call, productPageSchema)) as ProductList);
  return {
    list: (filters: ProductFilters = {}) =>
      page(GET('/products', { params: { query: productQuery(filters) } })),
    search: (q: string, filters: ProductFilters = {}) =>
      page(GET('/products', { params: { query: { ...productQuery(filters), q } } })),
    byBarcode: (barcode: string) => page(GET('/products', { params: { query: { barcode } } })),
    /** Detail mode: data is one bare product. */
    bySlug: async (slug: string): Promise<Product> =>
      (await valid(GET('/products', { params: { query: { slug } } }), productSchema)) as Product,
  };
}
