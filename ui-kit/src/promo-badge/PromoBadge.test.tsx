import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PromoBadge } from './PromoBadge';

describe('PromoBadge', () => {
  it('shows the promo text and keeps the promo css class of the chain', () => {
    render(<PromoBadge text="-30%" cssClass="promo-sottocosto" />);
    expect(screen.getByText('-30%')).toHaveClass('promo-sottocosto');
  });

  it('marks a selectable promo differently from a plain one', () => {
    render(
      <>
        <PromoBadge text="3x2" />
        <PromoBadge text="Scegli 3x2" selectable />
      </>,
    );
    expect(screen.getByText('3x2').className).not.toBe(screen.getByText('Scegli 3x2').className);
  });
});
