/**
 * A grid of product cards as HTML, rendered on the server (no client directive): one list item
 * per card, so screen readers announce how many there are. The first `eager` cards load their
 * picture at once (one of them is the page's largest paint). Each card carries its add-to-cart
 * slot (CartSlot.tsx), which the cart's controls island brings to life.
 *
 * A card follows from its product as the API gave it and its place alone (nothing of the
 * shopper, the hour or the page): each is kept once rendered, for a bounded number, so a
 * listing renders only the cards it has not shown before (issue 42: 24 cards were a fifth of a
 * listing's render). A product the SDK shares between calls is found by identity; any other by
 * its JSON.
 */
import { createExpiringCache, type Product } from '@sporta/sdk';
import { ProductCard, ProductGrid } from '@sporta/ui-kit';
import { serverMarkup } from '../../../platform/html/server-markup';
import { SaveToListButton } from '../../../platform/slots/SaveToListButton';
import { CartSlot } from './CartSlot';
import { listSlotOf, productCard } from './product-card';

type HeadingLevel = 2 | 3 | 4;

// ~2,000 cards of ~3 KB: a few MB, the oldest out first when a flood of products passes.
const keptCards = createExpiringCache<string>({
  ttlMs: Number.POSITIVE_INFINITY,
  maxEntries: 2000,
});

// A product the SDK shares between calls (a kept answer's, frozen: @sporta/sdk response-cache.ts)
// is the same object on every render: its cards are found by it, with no key to make.
const cardsOfShared = new WeakMap<Product, Map<string, string>>();

function cardMarkup(product: Product, eager: boolean, headingLevel: HeadingLevel): string {
  const place = `${eager ? 'eager' : 'lazy'} ${headingLevel}`;
  const shared = cardsOfShared.get(product)?.get(place);
  if (shared !== undefined) return shared;
  const html = keptCard(product, `${place} ${JSON.stringify(product)}`, eager, headingLevel);
  if (Object.isFrozen(product)) {
    const cards = cardsOfShared.get(product) ?? new Map<string, string>();
    cards.set(place, html);
    cardsOfShared.set(product, cards);
  }
  return html;
}

function keptCard(product: Product, key: string, eager: boolean, headingLevel: HeadingLevel) {
  let html = keptCards.get(key);
  if (html === undefined) {
    html = serverMarkup(
      <ProductCard
        {...productCard(product)}
        actions={<CartSlot product={product} />}
        corner={<SaveToListButton product={listSlotOf(product)} />}
        headingLevel={headingLevel}
        eager={eager}
      />,
    );
    keptCards.set(key, html);
  }
  return html;
}

export function productCardsMarkup({
  products,
  label,
  eager = 0,
  headingLevel = 3,
}: {
  products: readonly Product[];
  label: string;
  eager?: number;
  headingLevel?: HeadingLevel;
}): string {
  const cards = products.map((product, index) => cardMarkup(product, index < eager, headingLevel));
  return serverMarkup(<ProductGrid label={label} renderedCards={cards} />);
}
