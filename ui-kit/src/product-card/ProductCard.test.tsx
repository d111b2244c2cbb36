import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Button } from '../button';
import { ProductGrid } from '../product-grid';
import { ProductCard } from './ProductCard';

describe('ProductCard', () => {
  it('given a product, then its name links to the product page under a heading', () => {
    render(
      <ProductCard
        name="Latte fresco intero 1 l"
        shortDescr="Granarolo"
        href="/product/latte-fresco-intero-1-l"
        imageSrc="/latte.png"
        price={{ price: 1.39 }}
        promo={{ text: '-20%' }}
        actions={<Button size="sm">Aggiungi</Button>}
      />,
    );
    const heading = screen.getByRole('heading', { level: 3, name: 'Latte fresco intero 1 l' });
    expect(heading.querySelector('a')).toHaveAttribute('href', '/product/latte-fresco-intero-1-l');
    expect(screen.getByText('Granarolo')).toBeVisible();
    expect(screen.getByText('-20%')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Aggiungi' })).toBeVisible();
  });

  it('given several cards in a grid, then they are a list of that many items', () => {
    render(
      <ProductGrid label="Prodotti">
        {['Pane', 'Burro', 'Uova'].map((name) => (
          <ProductCard key={name} name={name} href="#" imageSrc="/p.png" price={{ price: 1 }} />
        ))}
      </ProductGrid>,
    );
    expect(screen.getByRole('list', { name: 'Prodotti' }).children).toHaveLength(3);
  });

  it('given cards a server rendered already, then each is a list item after the others', () => {
    render(
      <ProductGrid
        label="Prodotti"
        renderedCards={['<article>Riso</article>', '<article>Farro</article>']}
      >
        <ProductCard name="Pane" href="#" imageSrc="/p.png" price={{ price: 1 }} />
      </ProductGrid>,
    );
    const items = screen.getByRole('list', { name: 'Prodotti' }).children;
    expect(items).toHaveLength(3);
    expect(items[2]?.innerHTML).toBe('<article>Farro</article>');
  });
});
