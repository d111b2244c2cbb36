/**
 * The typeahead of the search box (issue 14): the categories whose name matches the typed words
 * (GET /category?q=, shopping §7) and the first products found (GET /products?q=), asked through
 * the shell's background core. A failed call leaves its part empty and shows nothing — no
 * toast, no loading overlay while typing: the shopper did not ask for suggestions, they are
 * only offered.
 */
import { categoryArea, productArea } from '@sporta/sdk';
import { plainText } from '../../../platform/html/plain-text';
import { backgroundCore } from '../../../shell/hydration/background-core';
import { productHref } from '../product/product-card';

/** Suggestions start from this many typed characters. */
export const MIN_SUGGESTION_CHARS = 2;
export const SUGGESTED_CATEGORIES = 5;
export const SUGGESTED_PRODUCTS = 5;

export interface Suggestion {
  id: number;
  name: string;
  href: string;
  /** A product's brand (shortDescr), to tell products of one name apart. */
  brand?: string;
  /** A product's pack size (description: "125 g", "3 x 125 g"), to tell packs of one brand apart. */
  pack?: string;
}

export interface Suggestions {
  /** The words these suggestions answer. */
  q: string;
  categories: Suggestion[];
  products: Suggestion[];
}

export async function findSuggestions(q: string): Promise<Suggestions> {
  const core = backgroundCore();
  const [categories, products] = await Promise.allSettled([
    categoryArea(core).tree({ q }),
    productArea(core).search(q, { pageSize: SUGGESTED_PRODUCTS }),
  ]);
  return {
    q,
    categories:
      categories.status === 'fulfilled'
        ? (categories.value.categories ?? [])
            .filter((category) => category.slug && category.productCount !== 0)
            .slice(0, SUGGESTED_CATEGORIES)
            .map((category) => ({
              id: category.categoryId,
              name: category.name,
              href: `/category/${category.slug}`,
            }))
        : [],
    products:
      products.status === 'fulfilled'
        ? (products.value.products ?? []).slice(0, SUGGESTED_PRODUCTS).map((product) => {
            const suggestion: Suggestion = {
              id: product.productId,
              name: plainText(product.name),
              href: productHref(product),
            };
            const brand = product.shortDescr ? plainText(product.shortDescr) : '';
            if (brand) suggestion.brand = brand;
            const pack = product.description ? plainText(product.description) : '';
            if (pack) suggestion.pack = pack;
            return suggestion;
          })
        : [],
  };
}

/** Goes to a page of the shop: a search, a category, a product. */
export function openPage(href: string): void {
  window.location.assign(href);
}
