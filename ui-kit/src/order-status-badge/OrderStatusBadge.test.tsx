import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OrderStatusBadge } from './OrderStatusBadge';

describe('OrderStatusBadge', () => {
  it.each([
    [1, 'In validazione'],
    [3, 'Ordinato'],
    [5, 'In preparazione'],
    [6, 'Quasi pronto'],
    [18, 'In consegna'],
    [8, 'Consegnato'],
    [9, 'Consegnato in parte'],
    [10, 'Annullato'],
    [13, 'Non riuscito'],
  ])('given status %i, then it reads %s', (statusId, text) => {
    render(<OrderStatusBadge statusId={statusId} />);
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('given an unknown status, then it says so instead of showing a key', () => {
    render(<OrderStatusBadge statusId={99} />);
    expect(screen.getByText('Stato non disponibile')).toBeInTheDocument();
  });
});
