/**
 * The category drawer's tree in the browser (spec: shopping §2 "Category tree menu"): asked of
 * GET /api/category-tree the first time the drawer opens, not carried by every page — the whole
 * three-level tree is hundreds of links no page needs until the shopper asks for it. Kept for the
 * page's life; a failure can be tried again. Not an EBSN call (the answer is the storefront's own,
 * shared and cached on the server), so the SDK's request layer does not carry it.
 */
import type { CategoryNode } from '@sporta/ui-kit';
import { atom } from 'nanostores';

export const CATEGORY_TREE_PATH = '/api/category-tree';

/** What GET /api/category-tree answers. */
export interface CategoryTreeBody {
  categories: CategoryNode[];
}

export type DrawerTree =
  | { state: 'idle' | 'loading' | 'failed' }
  | { state: 'ready'; categories: readonly CategoryNode[] };

export const $drawerTree = atom<DrawerTree>({ state: 'idle' });

const isTreeBody = (body: unknown): body is CategoryTreeBody =>
  typeof body === 'object' && body !== null && Array.isArray((body as CategoryTreeBody).categories);

/** Loads the tree unless it is here or on its way; a failed load ends as 'failed'. */
export async function loadDrawerTree(fetchTree: typeof fetch = fetch): Promise<void> {
  const { state } = $drawerTree.get();
  if (state === 'loading' || state === 'ready') return;
  $drawerTree.set({ state: 'loading' });
  try {
    const response = await fetchTree(CATEGORY_TREE_PATH, {
      headers: { accept: 'application/json' },
    });
    const body: unknown = response.ok ? await response.json() : undefined;
    $drawerTree.set(
      isTreeBody(body) ? { state: 'ready', categories: body.categories } : { state: 'failed' },
    );
  } catch {
    $drawerTree.set({ state: 'failed' });
  }
}
