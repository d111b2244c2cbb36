import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Breadcrumbs } from './Breadcrumbs';

describe('Breadcrumbs', () => {
  it('given a trail, then earlier crumbs link and the last is the current page', () => {
    render(
      <Breadcrumbs
        items={[
          { label: 'Home', href: '/' },
          { label: 'Faq', href: '/faq' },
          { label: 'Dettaglio Faq' },
        ]}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Percorso' });
    expect(nav.querySelectorAll('a')).toHaveLength(2);
    expect(screen.getByText('Dettaglio Faq')).toHaveAttribute('aria-current', 'page');
  });
});
