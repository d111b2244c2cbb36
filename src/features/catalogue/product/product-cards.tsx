/**
 * A grid of product cards as HTML, rendered on the server (no client directive): one list item
 * per card, so screen readers announce how many there are. The first `eager` cards load their
 * picture at once (one of them is the page's largest paint). Each card carries its add-to-cart
 * slot (CartSlot.tsx), which the cart's controls island brings to life.
 *
 * A card follows from its product as the API gave it and its place alone (nothing of the
 * shopper, the hour or the page): each is kept once rendered, for a bounded number, so a
 * listing renders only the cards it has not shown before (issue 42: 24 cards were a fifth of a
 * listing's render; platform/html/kept-markup.ts).
 */
import type { Product } from '@sporta/sdk';
import { ProductCard, ProductGrid } from '@sporta/ui-kit';
import { keptMarkup } from '../../../platform/html/kept-markup';
import { serverMarkup } from '../../../platform/html/server-markup';
import { SaveToListButton } from '../../../platform/slots/SaveToListButton';
import { CartSlot } from './CartSlot';
import { listSlotOf, productCard } from './product-card';

type HeadingLevel = 2 | 3 | 4;

// ~2,000 cards of ~3 KB: a few MB.
const keptCards = keptMarkup<Product>(2000);

function cardMarkup(product: Product, eager: boolean, headingLevel: HeadingLevel): string {
  return keptCards(product, `${eager ? 'eager' : 'lazy'} ${headingLevel}`, () =>
    serverMarkup(
      <ProductCard
        {...productCard(product)}
        actions={<CartSlot product={product} />}
        corner={<SaveToListButton product={listSlotOf(product)} />}
        headingLevel={headingLevel}
        eager={eager}
      />,
    ),
  );
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
