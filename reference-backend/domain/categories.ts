/**
 * The category tree, read from the database once and kept until something changes it
 * (`forgetCategories`). Three levels (shopping §2 "Category tree menu").
 */
import type { Database } from '../database.ts';

export interface CategoryNode {
  categoryId: number;
  parentId: number | null;
  level: number;
  position: number;
  name: string;
  slug: string;
  sector: string;
  icon: string | null;
  title: string | null;
  children: CategoryNode[];
}

export interface CategoryIndex {
  roots: CategoryNode[];
  byId: Map<number, CategoryNode>;
  bySlug: Map<string, CategoryNode>;
  /** Ids of a category and everything below it. */
  subtree(categoryId: number): number[];
  /** Root → leaf path of a category. */
  path(categoryId: number): CategoryNode[];
}

const cache = new WeakMap<Database, CategoryIndex>();

export function categories(db: Database): CategoryIndex {
  const cached = cache.get(db);
  if (cached) return cached;
  const rows = db.all<
    Omit<CategoryNode, 'children' | 'categoryId' | 'parentId'> & {
      category_id: number;
      parent_id: number | null;
    }
  >('SELECT * FROM categories ORDER BY level, position');
  const byId = new Map<number, CategoryNode>();
  const bySlug = new Map<string, CategoryNode>();
  const roots: CategoryNode[] = [];
  for (const row of rows) {
    const node: CategoryNode = {
      categoryId: row.category_id,
      parentId: row.parent_id,
      level: row.level,
      position: row.position,
      name: row.name,
      slug: row.slug,
      sector: row.sector,
      icon: row.icon,
      title: row.title,
      children: [],
    };
    byId.set(node.categoryId, node);
    bySlug.set(node.slug, node);
    const parent = node.parentId === null ? undefined : byId.get(node.parentId);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  const subtrees = new Map<number, number[]>();
  const index: CategoryIndex = {
    roots,
    byId,
    bySlug,
    subtree(categoryId) {
      const known = subtrees.get(categoryId);
      if (known) return known;
      const ids: number[] = [];
      const walk = (node: CategoryNode | undefined) => {
        if (!node) return;
        ids.push(node.categoryId);
        for (const child of node.children) walk(child);
      };
      walk(byId.get(categoryId));
      subtrees.set(categoryId, ids);
      return ids;
    },
    path(categoryId) {
      const path: CategoryNode[] = [];
      for (
        let node = byId.get(categoryId);
        node;
        node = node.parentId === null ? undefined : byId.get(node.parentId)
      ) {
        path.unshift(node);
      }
      return path;
    },
  };
  cache.set(db, index);
  return index;
}

export function forgetCategories(db: Database): void {
  cache.delete(db);
}
