/**
 * What the sitemap lists of the catalogue (issue 14 SEO): every category of the tree and every
 * product, paged through the API 200 at a time. Cached with the tree; a failure lists less,
 * never breaks the sitemap.
 */
import type { EbsnClient } from '@sporta/sdk';
import type { CategoryNode } from '@sporta/ui-kit';
import { createServerCache } from '../../../platform/server/caching/server-cache';
import { productHref } from '../product/product-card';
import { categoryTree } from './categories';

const SITEMAP_PAGE_SIZE = 200;
/** A safety stop: 200 × 100 products. */
const MAX_PAGES = 100;
const cache = createServerCache();

const categoryPaths = (nodes: readonly CategoryNode[]): string[] =>
  nodes.flatMap((node) => [`/category/${node.slug}`, ...categoryPaths(node.children ?? [])]);

async function productPaths(ebsn: EbsnClient): Promise<string[]> {
  const paths: string[] = [];
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const list = await ebsn.product.list({ page, pageSize: SITEMAP_PAGE_SIZE });
    paths.push(...(list.products ?? []).map(productHref));
    if (page >= (list.page?.totPages ?? 1)) break;
  }
  return paths;
}

export async function catalogueSitemapPaths(ebsn: EbsnClient): Promise<string[]> {
  const categories = categoryPaths(await categoryTree(ebsn));
  const products = await cache.get('sitemap-products', () => productPaths(ebsn)).catch(() => []);
  return [...categories, ...products];
}
