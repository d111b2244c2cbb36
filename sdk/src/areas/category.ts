/** Category tree and category blocks (spec: shopping §7 Categories). */
import type { EbsnContext } from '../context';
import { caller, defined } from '../context';
import { categoryDataSchema } from '../schemas';

export interface CategoryQuery {
  filtered?: boolean;
  depth?: number;
  skipCache?: boolean;
  q?: string;
  hash?: string;
}

export function categoryArea(ctx: EbsnContext) {
  const { GET } = ctx.client;
  const { send, valid } = caller(ctx);
  const query = ({ filtered, depth, skipCache, q, hash }: CategoryQuery) =>
    defined({
      filtered,
      depth,
      skip_cache: skipCache,
      q,
      hash,
    });
  return {
    /** data.categories: the tree. */
    tree: (options: CategoryQuery = {}) =>
      valid(GET('/category', { params: { query: query(options) } }), categoryDataSchema),
    /** data.category: one category by slug; a missing one leads to /not-found (shopping §2 Guards). */
    bySlug: (slug: string, options: CategoryQuery = {}) =>
      valid(
        GET('/category', { params: { query: { ...query(options), slug } } }),
        categoryDataSchema,
      ),
    byId: (categoryId: number, options: CategoryQuery = {}) =>
      valid(
        GET('/category', { params: { query: { ...query(options), categoryId } } }),
        categoryDataSchema,
      ),
    block: (categoryBlockId: number) =>
      send(GET('/category-block/info', { params: { query: { categoryBlockId } } })),
  };
}
