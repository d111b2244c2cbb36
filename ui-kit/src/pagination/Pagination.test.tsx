import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pagination } from './Pagination';
import { pageWindow } from './pageWindow';

describe('pageWindow', () => {
  it.each([
    [1, 5, [1, 2, 3, 4, 5]],
    [1, 20, [1, 2, 3, 4, 5, 'gap', 20]],
    [10, 20, [1, 'gap', 9, 10, 11, 'gap', 20]],
    [20, 20, [1, 'gap', 16, 17, 18, 19, 20]],
    [4, 20, [1, 2, 3, 4, 5, 'gap', 20]],
  ])('page %i of %i → %j', (page, count, expected) => {
    expect(pageWindow(page, count)).toEqual(expected);
  });

  it('never shows more than 7 entries and always the current page', () => {
    for (let count = 1; count <= 40; count++) {
      for (let page = 1; page <= count; page++) {
        const entries = pageWindow(page, count);
        expect(entries.length).toBeLessThanOrEqual(7);
        expect(entries).toContain(page);
      }
    }
  });
});

describe('Pagination', () => {
  it('given links, then each page is a link and the current one is marked', () => {
    render(<Pagination page={2} pageCount={3} hrefFor={(p) => `?page=${p}`} />);
    expect(screen.getByRole('link', { name: 'Pagina 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Pagina successiva' })).toHaveAttribute(
      'href',
      '?page=3',
    );
    expect(screen.getByRole('link', { name: 'Pagina precedente' })).toHaveAttribute(
      'href',
      '?page=1',
    );
  });

  it('given buttons, when a page is pressed, then onPageChange gets it', async () => {
    const onPageChange = vi.fn();
    render(<Pagination page={1} pageCount={12} onPageChange={onPageChange} />);
    expect(screen.queryByRole('button', { name: 'Pagina precedente' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Pagina 12' }));
    expect(onPageChange).toHaveBeenCalledWith(12);
  });

  it('given a single page, then there is no pager', () => {
    const { container } = render(<Pagination page={1} pageCount={1} onPageChange={() => {}} />);
    expect(container).toBeEmptyDOMElement();
  });
});
