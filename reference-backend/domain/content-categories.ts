/**
 * Categories that carry the storefront's texts rather than products (spec: shopping §2
 * "Title and subtitle come from a content category with slug timeslot-selector"): found by slug
 * only, never in the catalogue's tree.
 */
export interface ContentCategory {
  categoryId: number;
  slug: string;
  name: string;
  title: string;
  description: string;
}

export const CONTENT_CATEGORIES: readonly ContentCategory[] = [
  {
    categoryId: 9901,
    slug: 'timeslot-selector',
    name: 'Fasce orarie',
    title: 'Quando vuoi ricevere la spesa?',
    description:
      'Scegli il giorno e la fascia oraria: la spesa viene preparata poco prima, con i prodotti più freschi.',
  },
  // spec: account §2 "Home, checkout, payment, payment-error and payment-completed run a similar
  // check" (the category by slug first): the categories of those routes.
  ...(
    [
      [9902, 'home', 'Home'],
      [9903, 'checkout', 'Checkout'],
      [9904, 'payment', 'Pagamento'],
      [9905, 'payment-error', 'Pagamento non riuscito'],
      [9906, 'payment-completed', 'Pagamento completato'],
    ] as const
  ).map(([categoryId, slug, name]) => ({ categoryId, slug, name, title: name, description: '' })),
];

/** The answer for a content category, shaped like a catalogue category of `GET /category`. */
export function renderContentCategory(slug: string): Record<string, unknown> | undefined {
  const found = CONTENT_CATEGORIES.find((category) => category.slug === slug);
  if (!found) return undefined;
  return {
    categoryId: found.categoryId,
    name: found.name,
    slug: found.slug,
    level: 1,
    productCount: 0,
    categories: [],
    children: [],
    categoryBlocks: [],
    metaData: { category_info: { TITLE: found.title, DESCRIPTION: found.description } },
  };
}
