/**
 * The category tree of the left drawer and the category of a listing (spec: shopping §2
 * "Category tree menu": three levels, links by slug, level-2 entries with the icon from the
 * parent's metaData.category_info.ICON, empty categories filtered out; §7 GET /category).
 * The tree is the same for every shopper: loaded once, kept in the server's cache.
 */
import type { components, EbsnClient } from '@sporta/sdk';
import type { CategoryNode } from '@sporta/ui-kit';
import { isUnknownAnswer } from '../../../platform/results/failure-text';
import { lookUp, type Outcome } from '../../../platform/results/outcome';
import {
  createServerCache,
  type ServerCacheOptions,
} from '../../../platform/server/caching/server-cache';

export type Category = components['schemas']['Category'];

/** Three levels, as the drawer shows them. */
const TREE_DEPTH = 3;
const TREE_KEY = 'category-tree';
const cache = createServerCache();

const childrenOf = (category: Category): Category[] =>
  (category.categories ?? category.children ?? []) as Category[];

const iconOf = (category: Category | undefined) => category?.metaData?.category_info?.ICON;

/** The drawer's nodes: empty categories left out, level-2 entries with their parent's icon. */
export function treeNodes(
  categories: readonly Category[],
  level = 1,
  parent?: Category,
): CategoryNode[] {
  return categories
    .filter((category) => category.slug && category.productCount !== 0)
    .map((category) => {
      const node: CategoryNode = {
        id: category.categoryId,
        name: category.name,
        slug: category.slug ?? '',
      };
      const icon = level === 2 ? iconOf(parent) : undefined;
      if (icon) node.iconSrc = icon;
      if (level < TREE_DEPTH) {
        const children = treeNodes(childrenOf(category), level + 1, category);
        if (children.length > 0) node.children = children;
      }
      return node;
    });
}

/** The API's tree, three levels, loaded once for the drawer and Home (cached); throws when it fails. */
function loadApiTree(ebsn: EbsnClient): Promise<Category[]> {
  return cache.get(TREE_KEY, async () => {
    const data = await ebsn.category.tree({ filtered: true, depth: TREE_DEPTH });
    return (data.categories ?? []) as Category[];
  });
}

/** The API's tree; [] when it fails (Home's departments and the sitemap then show less). */
const apiTree = (ebsn: EbsnClient) => loadApiTree(ebsn).catch((): Category[] => []);

/**
 * The drawer's tree (GET /api/category-tree); undefined when the API cannot give it, so the
 * drawer offers to try again instead of saying there are no categories.
 */
export async function drawerTree(ebsn: EbsnClient): Promise<CategoryNode[] | undefined> {
  try {
    return treeNodes(await loadApiTree(ebsn));
  } catch {
    return undefined;
  }
}

/** Every category of the tree; an empty list when the API cannot give it (the sitemap). */
export async function categoryTree(ebsn: EbsnClient): Promise<CategoryNode[]> {
  return (await drawerTree(ebsn)) ?? [];
}

/** The departments (level 1) with their icon, for Home's row of departments. */
export async function departments(ebsn: EbsnClient) {
  return (await apiTree(ebsn))
    .filter((category) => category.slug && category.productCount !== 0)
    .map((category) => ({
      name: category.name,
      slug: category.slug ?? '',
      iconSrc: iconOf(category),
    }));
}

/** A category block as a category page shows it (spec: shopping §7 GET /category-block/info). */
export interface CategoryBlock {
  title?: string;
  body?: string;
  link?: string;
}

/**
 * Every category of a grocery catalogue (a few hundred over three levels) and its blocks fit, at
 * a couple of KB each: under 1 MB a process. Past it, the least recently used leave first.
 */
const LOOKUP_ENTRIES = 500;

/** An answer of nothing found: handed on, never kept (see createCategoryLookups). */
const NOTHING = null;

/** `call`'s answer, or NOTHING when the API says it knows no such thing (404 or its 200 refusal). */
async function foundOrNothing<T>(call: () => Promise<T | undefined>): Promise<T | null> {
  try {
    return (await call()) ?? NOTHING;
  } catch (failure) {
    if (isUnknownAnswer(failure)) return NOTHING;
    throw failure;
  }
}

/**
 * A category by slug or id and a category block, shared by every render of this process (issue
 * 42: a category page asked for both on each uncached render) on the server cache, as the tree:
 * one load per key at a time, the expired copy served when the API fails (stale-if-error), kept
 * 15 minutes (spec account §9 RESPONSE_CACHE_TTL_MS), like the tree the drawer shows beside it:
 * a listing's products, prices and stock are asked on every render; only its name, title,
 * sub-category links and blocks may be that old.
 *
 * Same for every shopper: the shop asks GET /category with filtered, depth and the slug or id
 * only (no `hash`, the price context, spec shopping §7), and the reference backend answers both
 * calls from the catalogue's tables, never reading the session or the store
 * (reference-backend/routes/catalogue.ts). So the answer a shopper's client (ebsnForRequest)
 * loads is the one a guest would get, as the tree's already is.
 *
 * A missing category or block is not kept: an unknown slug is one call, as before, and a guessed
 * or crawled one cannot push real categories out; a category created upstream shows at once;
 * and a category the API now says is gone is forgotten, never served stale.
 */
export function createCategoryLookups(options: ServerCacheOptions = {}) {
  const lookups = createServerCache({
    maxEntries: LOOKUP_ENTRIES,
    keeps: (answer) => answer !== NOTHING,
    ...options,
  });
  return {
    /** The category with its sub-categories (depth 1), or undefined when the API has none. */
    async category(
      ebsn: EbsnClient,
      slug: string,
      categoryId?: number,
    ): Promise<Category | undefined> {
      const key = categoryId !== undefined ? `category:id:${categoryId}` : `category:slug:${slug}`;
      const found = await lookups.get(key, () =>
        foundOrNothing(async () => {
          const data =
            categoryId !== undefined
              ? await ebsn.category.byId(categoryId, { filtered: true, depth: 1 })
              : await ebsn.category.bySlug(slug, { filtered: true, depth: 1 });
          return data.category as Category | undefined;
        }),
      );
      return found ?? undefined;
    },
    /** A category block, or undefined when the API has none; throws when the API fails. */
    async block(ebsn: EbsnClient, categoryBlockId: number): Promise<CategoryBlock | undefined> {
      const found = await lookups.get(`block:${categoryBlockId}`, () =>
        foundOrNothing(async () => (await ebsn.category.block(categoryBlockId)) as CategoryBlock),
      );
      return found ?? undefined;
    },
  };
}

const lookups = createCategoryLookups();

/** The category of a listing by slug (or id); missing → /not-found (spec: shopping §2 Guards). */
export function findCategory(
  ebsn: EbsnClient,
  slug: string,
  categoryId?: number,
): Promise<Outcome<Category, never>> {
  return lookUp(() => lookups.category(ebsn, slug, categoryId));
}

/** The blocks a category page shows with text (spec: shopping §7); a block that fails is left out. */
export async function categoryBlocks(
  ebsn: EbsnClient,
  category: Category,
): Promise<CategoryBlock[]> {
  const ids = (category.categoryBlocks ?? [])
    .map((block) => (block as { categoryBlockId?: unknown }).categoryBlockId)
    .filter((id): id is number => typeof id === 'number');
  const blocks = await Promise.all(ids.map((id) => lookups.block(ebsn, id).catch(() => undefined)));
  return blocks.filter((block): block is CategoryBlock => Boolean(block?.title || block?.body));
}

/** The sub-categories of a listing's category, for the links above its products. */
export const subcategories = (category: Category) =>
  childrenOf(category).filter((child) => child.slug && child.productCount !== 0);

/** A category group's per-group maximum of units (spec: shopping §9), for its tooltip. */
export interface GroupMaximum {
  /** The group's name (level 2 of the tree). */
  group: string;
  units: number;
}

/**
 * The per-group maximum that holds on a category: its group's (level 2: the category itself,
 * or the group above a leaf) metaData.category_info.MAXACQ, a whole number above 0; undefined
 * when the group has none or the category is not in the tree.
 */
export function groupMaximumIn(
  tree: readonly Category[],
  categoryId: number,
): GroupMaximum | undefined {
  for (const department of tree)
    for (const group of childrenOf(department)) {
      const inGroup =
        group.categoryId === categoryId ||
        childrenOf(group).some((leaf) => leaf.categoryId === categoryId);
      if (!inGroup) continue;
      const units = Number(group.metaData?.category_info?.MAXACQ);
      return Number.isInteger(units) && units > 0 ? { group: group.name, units } : undefined;
    }
  return undefined;
}

/** The per-group maximum of a listing's category, from the cached tree (none when it fails). */
export async function groupMaximum(
  ebsn: EbsnClient,
  categoryId: number,
): Promise<GroupMaximum | undefined> {
  return groupMaximumIn(await apiTree(ebsn), categoryId);
}
