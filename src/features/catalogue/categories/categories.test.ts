import { describe, expect, it } from 'vitest';
import { type Category, treeNodes } from './categories';

const icon = (name: string) => ({ category_info: { ICON: `/icons/${name}.svg` } });

describe('the category tree of the drawer (spec: shopping §2 Category tree menu)', () => {
  const tree: Category[] = [
    {
      categoryId: 1,
      name: 'Frutta e verdura',
      slug: 'frutta-e-verdura',
      metaData: icon('frutta'),
      categories: [
        {
          categoryId: 11,
          name: 'Frutta',
          slug: 'frutta',
          metaData: icon('mela'),
          categories: [
            {
              categoryId: 111,
              name: 'Mele',
              slug: 'mele',
              categories: [{ categoryId: 1111, name: 'Quarto livello', slug: 'quarto' }],
            },
            { categoryId: 112, name: 'Vuota', slug: 'vuota', productCount: 0 },
          ],
        },
      ],
    },
    { categoryId: 2, name: 'Senza slug' },
  ];

  it('keeps three levels linked by slug, level-2 entries with the parent icon, no empty categories', () => {
    expect(treeNodes(tree)).toEqual([
      {
        id: 1,
        name: 'Frutta e verdura',
        slug: 'frutta-e-verdura',
        children: [
          {
            id: 11,
            name: 'Frutta',
            slug: 'frutta',
            iconSrc: '/icons/frutta.svg',
            children: [{ id: 111, name: 'Mele', slug: 'mele' }],
          },
        ],
      },
    ]);
  });
});
