import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CartLine, type CartLineProps } from './CartLine';

function line(props: Partial<CartLineProps> = {}) {
  const handlers = { onRemove: vi.fn(), onIncrease: vi.fn(), onDecrease: vi.fn() };
  render(
    <CartLine
      name="Mozzarella di bufala 250 g"
      shortDescr="Caseificio Sporta"
      imageSrc="/mozzarella.png"
      unitPrice={{ price: 2.79, measure: { price: 11.16, unit: 'kg' } }}
      quantity={{
        value: 2,
        unit: 'pz',
        onIncrease: handlers.onIncrease,
        onDecrease: handlers.onDecrease,
      }}
      grossTotal={5.58}
      onRemove={handlers.onRemove}
      {...props}
    />,
  );
  return handlers;
}

describe('CartLine', () => {
  it('given a line, then it shows names, unit price, quantity and gross total', () => {
    line();
    const article = screen.getByRole('article', { name: 'Mozzarella di bufala 250 g' });
    expect(within(article).getByText('Caseificio Sporta')).toBeVisible();
    expect(article.textContent).toMatch(/11,16\s€\/kg/);
    expect(
      screen.getByRole('spinbutton', { name: 'Quantità di Mozzarella di bufala 250 g' }),
    ).toHaveTextContent('2 pz');
    expect(article.textContent).toMatch(/Totale riga 5,58\s€/);
  });

  it('when delete or the stepper is used, then it asks the owner', async () => {
    const { onRemove, onIncrease } = line();
    await userEvent.click(
      screen.getByRole('button', { name: 'Elimina Mozzarella di bufala 250 g' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Aumenta quantità' }));
    expect(onRemove).toHaveBeenCalledOnce();
    expect(onIncrease).toHaveBeenCalledOnce();
  });

  it('given USER_DISABLED, then stepper and delete are hidden', () => {
    line({ locked: true });
    expect(screen.queryByRole('spinbutton')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('given availability notices and a promo, then each notice shows with the promo badge', () => {
    line({
      notices: [
        'Questo prodotto richiede 48 ore di preavviso',
        'Non disponibile nel giorno scelto',
      ],
      promo: { text: '-20%' },
    });
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('Non disponibile nel giorno scelto')).toBeVisible();
    expect(screen.getByText('-20%')).toBeVisible();
  });
});
