/** GET /api/category-tree: the category drawer's tree, loaded when the drawer first opens (features/catalogue/categories/drawer-tree.ts). */
import type { APIRoute } from 'astro';
import { drawerTree } from '../../features/catalogue/categories/categories';
import { categoryTreeAnswer } from '../../features/catalogue/categories/category-tree-answer';
import { ebsnForEveryone } from '../../platform/server/shopper.server';

export const GET: APIRoute = async ({ request }) =>
  categoryTreeAnswer(await drawerTree(ebsnForEveryone(request)));
