import { describe, expect, it } from 'vitest';
import { type Category, groupMaximumIn, treeNodes } from './categories';

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

describe('the per-group maximum of units (spec: shopping §9 "A category group can have a per-group maximum of units")', () => {
  const tree: Category[] = [
    {
      categoryId: 10,
      name: 'Bevande',
      slug: 'bevande',
      categories: [
        {
          categoryId: 11,
          name: 'Acqua',
          slug: 'acqua',
          metaData: { category_info: { MAXACQ: '24' } },
          categories: [{ categoryId: 1101, name: 'Acqua minerale', slug: 'acqua-minerale' }],
        },
        {
          categoryId: 12,
          name: 'Succhi',
          slug: 'succhi',
          metaData: { category_info: { MAXACQ: 'molti' } },
        },
        { categoryId: 13, name: 'Bibite', slug: 'bibite' },
      ],
    },
  ];

  it('holds on the group and on its leaves, never on the department', () => {
    expect(groupMaximumIn(tree, 11)).toEqual({ group: 'Acqua', units: 24 });
    expect(groupMaximumIn(tree, 1101)).toEqual({ group: 'Acqua', units: 24 });
    expect(groupMaximumIn(tree, 10)).toBeUndefined();
  });

  it('is none for a group without one, a malformed one or a category not in the tree', () => {
    expect(groupMaximumIn(tree, 12)).toBeUndefined();
    expect(groupMaximumIn(tree, 13)).toBeUndefined();
    expect(groupMaximumIn(tree, 99)).toBeUndefined();
  });
});
