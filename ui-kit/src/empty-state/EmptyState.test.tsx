import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it('shows a heading, a text and a way forward', () => {
    render(
      <EmptyState
        title="Non hai prodotti nel carrello"
        text="Scopri le offerte della settimana"
        action={<a href="/catalog">Vai al catalogo</a>}
        headingLevel={3}
      />,
    );
    expect(
      screen.getByRole('heading', { level: 3, name: 'Non hai prodotti nel carrello' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Vai al catalogo' })).toBeVisible();
  });
});
