// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CATEGORY_TREE_CACHE, categoryTreeAnswer } from './category-tree-answer';

describe('the answer of GET /api/category-tree', () => {
  it('given the tree, then JSON that shared caches may keep a few minutes', async () => {
    const tree = [{ id: 1, name: 'Pasta', slug: 'pasta' }];
    const response = categoryTreeAnswer(tree);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(response.headers.get('cache-control')).toBe(
      'public, max-age=300, s-maxage=300, stale-while-revalidate=600',
    );
    expect(CATEGORY_TREE_CACHE).toBe(response.headers.get('cache-control'));
    expect(await response.json()).toEqual({ categories: tree });
  });

  it('given the API failed, then 503 that no cache keeps, so "try again" asks anew', async () => {
    const response = categoryTreeAnswer(undefined);
    expect(response.status).toBe(503);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ categories: [] });
  });
});
