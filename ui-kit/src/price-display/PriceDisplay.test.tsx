import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PriceDisplay } from './PriceDisplay';

// Intl puts a narrow no-break space before €: compare with spaces normalised.
const text = (element: HTMLElement) => element.textContent?.replace(/\s/g, ' ');

describe('PriceDisplay', () => {
  it('given a plain price, then it shows it in euro, Italian style', () => {
    const { container } = render(<PriceDisplay price={1.5} />);
    expect(text(container)).toBe('1,50 €');
  });

  it('given a promo, then the list price is struck and announced as the old one', () => {
    const { container } = render(<PriceDisplay price={1.99} standardPrice={2.49} />);
    expect(container.querySelector('s')).toHaveTextContent('2,49');
    expect(text(container)).toBe('Prezzo scontato 1,99 €invece di 2,49 €');
  });

  it('given a list price not above the price, then nothing is struck', () => {
    const { container } = render(<PriceDisplay price={1.99} standardPrice={1.99} />);
    expect(container.querySelector('s')).toBeNull();
  });

  it('given a loose product and a Pezzo measure, then it shows per kg and price per kg', () => {
    const { container, rerender } = render(<PriceDisplay price={2.2} per="kg" />);
    expect(text(container)).toBe('2,20 €/kg');
    rerender(<PriceDisplay price={0.89} measure={{ price: 8.9, unit: 'kg' }} />);
    expect(screen.getByText(/8,90/)).toHaveTextContent('8,90 €/kg');
  });
});
