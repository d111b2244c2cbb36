/**
 * A grid of product cards, rendered on the server (no client directive): one list item per
 * card, so screen readers announce how many there are. The first `eager` cards load their
 * picture at once (one of them is the page's largest paint).
 */
import { ProductCard, type ProductCardProps, ProductGrid } from '@sporta/ui-kit';

export default function ProductCards({
  cards,
  label,
  eager = 0,
  headingLevel = 3,
}: {
  cards: readonly ProductCardProps[];
  label: string;
  eager?: number;
  headingLevel?: 2 | 3 | 4;
}) {
  return (
    <ProductGrid label={label}>
      {cards.map((card, index) => (
        <ProductCard key={card.href} {...card} headingLevel={headingLevel} eager={index < eager} />
      ))}
    </ProductGrid>
  );
}
