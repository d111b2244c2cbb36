/**
 * A grid of product cards, rendered on the server (no client directive): one list item per
 * card, so screen readers announce how many there are. The first `eager` cards load their
 * picture at once (one of them is the page's largest paint). Each card carries its add-to-cart
 * slot (CartSlot.tsx).
 */
import type { Product } from '@sporta/sdk';
import { ProductCard, ProductGrid } from '@sporta/ui-kit';
import { SaveToListButton } from '../../../platform/slots/SaveToListButton';
import { CartSlot } from './CartSlot';
import { listSlotOf, productCard } from './product-card';

export default function ProductCards({
  products,
  label,
  eager = 0,
  headingLevel = 3,
}: {
  products: readonly Product[];
  label: string;
  eager?: number;
  headingLevel?: 2 | 3 | 4;
}) {
  return (
    <ProductGrid label={label}>
      {products.map((product, index) => {
        const card = productCard(product);
        return (
          <ProductCard
            key={card.href}
            {...card}
            actions={<CartSlot product={product} />}
            corner={<SaveToListButton product={listSlotOf(product)} />}
            headingLevel={headingLevel}
            eager={index < eager}
          />
        );
      })}
    </ProductGrid>
  );
}
