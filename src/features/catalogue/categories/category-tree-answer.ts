/**
 * The answer of GET /api/category-tree (src/pages/api/category-tree.ts): the drawer's tree as
 * JSON. The tree is the same for every shopper, so shared caches may keep it a few minutes and
 * serve it a while longer as it is refreshed; a failure is never kept, so the drawer's "try again"
 * asks the server anew.
 */
import type { CategoryNode } from '@sporta/ui-kit';
import type { CategoryTreeBody } from './drawer-tree';

export const CATEGORY_TREE_CACHE = 'public, max-age=300, s-maxage=300, stale-while-revalidate=600';

export function categoryTreeAnswer(categories: CategoryNode[] | undefined): Response {
  const body: CategoryTreeBody = { categories: categories ?? [] };
  return new Response(JSON.stringify(body), {
    status: categories ? 200 : 503,
    headers: {
      'content-type': 'application/json',
      'cache-control': categories ? CATEGORY_TREE_CACHE : 'no-store',
    },
  });
}
