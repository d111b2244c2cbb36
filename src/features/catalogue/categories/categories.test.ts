import { type EbsnClient, EbsnError } from '@sporta/sdk';
import { describe, expect, it, vi } from 'vitest';
import { isMissing } from '../../../platform/results/outcome';
import {
  type Category,
  categoryBlocks,
  createCategoryLookups,
  findCategory,
  groupMaximumIn,
  treeNodes,
} from './categories';

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

/** An SDK whose category calls are `answers`' (vi.fn: each call counted). */
function fakeEbsn(answers: {
  bySlug?: (slug: string) => Promise<unknown>;
  byId?: (id: number) => Promise<unknown>;
  block?: (id: number) => Promise<unknown>;
}) {
  const category = {
    bySlug: vi.fn(answers.bySlug ?? (async () => ({}))),
    byId: vi.fn(answers.byId ?? (async () => ({}))),
    block: vi.fn(answers.block ?? (async () => ({}))),
  };
  return { ebsn: { category } as unknown as EbsnClient, calls: category };
}

const pasta = (name = 'Pasta'): Category => ({ categoryId: 12, name, slug: 'pasta' }) as Category;
const down = () => new EbsnError({ status: 1, errors: [], warnings: [], infos: [] });
/** The reference backend's refusal of an unknown slug: a 200 with its own words. */
const unknown = () =>
  new EbsnError(
    { status: 1, errors: ['La pagina non esiste.'], warnings: [], infos: [] },
    { httpStatus: 200 },
  );

function clock() {
  let time = 0;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

describe('a category and its blocks, shared by the renders of a process (issue 42)', () => {
  it("given a category page rendered twice, then the second render's lookups make no call", async () => {
    const block = { title: 'Pasta fresca', body: 'Ogni giorno' };
    const { ebsn, calls } = fakeEbsn({
      bySlug: async (slug) => ({
        category: { ...pasta(), slug, categoryBlocks: [{ categoryBlockId: 91 }] },
      }),
      block: async () => block,
    });
    for (let render = 0; render < 2; render += 1) {
      const lookup = await findCategory(ebsn, 'pasta-di-semola');
      expect(lookup.ok && lookup.value.slug).toBe('pasta-di-semola');
      if (lookup.ok) expect(await categoryBlocks(ebsn, lookup.value)).toEqual([block]);
    }
    expect(calls.bySlug).toHaveBeenCalledTimes(1);
    expect(calls.block).toHaveBeenCalledTimes(1);
  });

  it('keeps a category by id apart from one by slug', async () => {
    const { ebsn, calls } = fakeEbsn({ byId: async () => ({ category: pasta('Per id') }) });
    const lookups = createCategoryLookups();
    expect((await lookups.category(ebsn, 'pasta', 12))?.name).toBe('Per id');
    expect((await lookups.category(ebsn, 'altro', 12))?.name).toBe('Per id');
    expect(calls.byId).toHaveBeenCalledTimes(1);
    expect(calls.bySlug).not.toHaveBeenCalled();
  });

  it('asks again once 15 minutes passed (RESPONSE_CACHE_TTL_MS)', async () => {
    const time = clock();
    const names = ['Pasta', 'Pasta e riso'];
    const { ebsn, calls } = fakeEbsn({ bySlug: async () => ({ category: pasta(names.shift()) }) });
    const lookups = createCategoryLookups({ now: time.now });
    expect((await lookups.category(ebsn, 'pasta'))?.name).toBe('Pasta');
    time.advance(899_999);
    expect((await lookups.category(ebsn, 'pasta'))?.name).toBe('Pasta');
    time.advance(1);
    expect((await lookups.category(ebsn, 'pasta'))?.name).toBe('Pasta e riso');
    expect(calls.bySlug).toHaveBeenCalledTimes(2);
  });

  it('given the API down after the copy expired, then the kept copy; with none, the failure', async () => {
    const time = clock();
    let up = true;
    const { ebsn } = fakeEbsn({
      bySlug: async () => {
        if (!up) throw down();
        return { category: pasta() };
      },
      block: async () => {
        if (!up) throw down();
        return { title: 'Pasta fresca' };
      },
    });
    const lookups = createCategoryLookups({ now: time.now });
    await lookups.category(ebsn, 'pasta');
    await lookups.block(ebsn, 91);
    time.advance(1_000_000);
    up = false;
    expect((await lookups.category(ebsn, 'pasta'))?.name).toBe('Pasta');
    expect(await lookups.block(ebsn, 91)).toEqual({ title: 'Pasta fresca' });
    await expect(lookups.category(ebsn, 'riso')).rejects.toThrow();
    await expect(lookups.block(ebsn, 92)).rejects.toThrow();
  });

  it('loads a category once for renders asking at the same time', async () => {
    const { ebsn, calls } = fakeEbsn({ bySlug: async () => ({ category: pasta() }) });
    const lookups = createCategoryLookups();
    await Promise.all([lookups.category(ebsn, 'pasta'), lookups.category(ebsn, 'pasta')]);
    expect(calls.bySlug).toHaveBeenCalledTimes(1);
  });

  it('given a missing category, then /not-found each time, never kept as found', async () => {
    const { ebsn, calls } = fakeEbsn({
      bySlug: async (slug) => {
        if (slug === 'nessuna') throw unknown();
        return {};
      },
    });
    for (const slug of ['nessuna', 'nessuna', 'vuota'])
      expect(isMissing(await findCategory(ebsn, slug))).toBe(true);
    expect(calls.bySlug).toHaveBeenCalledTimes(3);
  });

  it('given a category the API now says is gone, then it is never served stale', async () => {
    const time = clock();
    const answers: (() => Promise<unknown>)[] = [
      async () => ({ category: pasta() }),
      async () => Promise.reject(unknown()),
    ];
    const { ebsn } = fakeEbsn({
      bySlug: () => (answers.shift() ?? (async () => Promise.reject(down())))(),
    });
    const lookups = createCategoryLookups({ now: time.now });
    expect(await lookups.category(ebsn, 'pasta')).toBeDefined();
    time.advance(1_000_000);
    expect(await lookups.category(ebsn, 'pasta')).toBeUndefined();
    await expect(lookups.category(ebsn, 'pasta')).rejects.toThrow();
  });
});
