import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type CategoryNode, CategoryTree } from './CategoryTree';

const tree: CategoryNode[] = [
  {
    id: 1,
    name: 'Latte e latticini',
    slug: 'latte-e-latticini',
    children: [
      {
        id: 11,
        name: 'Yogurt',
        slug: 'yogurt',
        iconSrc: '/icons/yogurt.svg',
        children: [
          {
            id: 111,
            name: 'Yogurt greco',
            slug: 'yogurt-greco',
            children: [{ id: 1111, name: 'Quarto livello', slug: 'quarto-livello' }],
          },
        ],
      },
      { id: 12, name: 'Formaggi', slug: 'formaggi', iconSrc: '/icons/formaggi.svg' },
    ],
  },
  { id: 2, name: 'Surgelati', slug: 'surgelati' },
];

describe('CategoryTree', () => {
  it('given categories, then leaves link by slug and branches open on demand', async () => {
    render(<CategoryTree categories={tree} />);
    expect(screen.getByRole('link', { name: 'Surgelati' })).toHaveAttribute(
      'href',
      '/category/surgelati',
    );
    expect(screen.queryByRole('link', { name: 'Formaggi' })).not.toBeVisible();
    await userEvent.click(screen.getByText('Latte e latticini'));
    expect(screen.getByRole('link', { name: 'Formaggi' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Tutto in Latte e latticini' })).toHaveAttribute(
      'href',
      '/category/latte-e-latticini',
    );
  });

  it('shows icons on level 2 only and never a fourth level', () => {
    const { container } = render(<CategoryTree categories={tree} currentSlug="yogurt-greco" />);
    expect(container.querySelectorAll('img')).toHaveLength(2);
    expect(screen.queryByText('Quarto livello')).not.toBeInTheDocument();
  });

  it('given the current category, then its branch is open and it is marked', () => {
    render(<CategoryTree categories={tree} currentSlug="yogurt-greco" />);
    const current = screen.getByRole('link', { name: 'Yogurt greco' });
    expect(current).toBeVisible();
    expect(current).toHaveAttribute('aria-current', 'page');
    const nav = screen.getByRole('navigation', { name: 'Categorie' });
    expect(within(nav).getAllByRole('list').length).toBeGreaterThan(1);
  });

  it('given an own link builder, then it is used', () => {
    render(<CategoryTree categories={tree} hrefFor={(c) => `/c/${c.id}`} />);
    expect(screen.getByRole('link', { name: 'Surgelati' })).toHaveAttribute('href', '/c/2');
  });
});
