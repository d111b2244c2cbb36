import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CartSectorGroup } from './CartSectorGroup';

describe('CartSectorGroup', () => {
  it.each([
    [1, 'Frutta e verdura (1 prodotto)'],
    [3, 'Frutta e verdura (3 prodotti)'],
  ])('given %i products, then the heading reads %s', (count, heading) => {
    render(
      <CartSectorGroup name="Frutta e verdura" count={count}>
        <p>Mele</p>
      </CartSectorGroup>,
    );
    expect(screen.getByRole('region', { name: heading })).toHaveTextContent('Mele');
  });
});
