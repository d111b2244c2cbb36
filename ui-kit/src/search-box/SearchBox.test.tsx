import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SearchBox, type SearchSuggestion, type SearchSuggestionGroup } from './SearchBox';

function Search({ onSearch }: { onSearch: (q: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <SearchBox
      value={value}
      onChange={setValue}
      onSearch={onSearch}
      suggestions={['latte', 'pane integrale', 'mozzarella']}
    />
  );
}

describe('SearchBox', () => {
  it('given typed words, when Enter is pressed, then it searches the trimmed words', async () => {
    const onSearch = vi.fn();
    render(<Search onSearch={onSearch} />);
    await userEvent.type(screen.getByRole('combobox', { name: 'Cerca prodotti' }), ' olio {Enter}');
    expect(onSearch).toHaveBeenCalledWith('olio');
  });

  it('when focused, then the recent words show; arrows pick one and Enter searches it', async () => {
    const onSearch = vi.fn();
    render(<Search onSearch={onSearch} />);
    const input = screen.getByRole('combobox');
    await userEvent.click(input);
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('option')).toHaveLength(3);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const active = screen.getByRole('option', { name: 'pane integrale' });
    expect(active).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', active.id);
    await userEvent.keyboard('{Enter}');
    expect(onSearch).toHaveBeenCalledWith('pane integrale');
    expect(input).toHaveValue('pane integrale');
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('when Escape is pressed, then the list closes; ArrowUp wraps to the last word', async () => {
    render(<Search onSearch={() => {}} />);
    const input = screen.getByRole('combobox');
    await userEvent.click(input);
    await userEvent.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getByRole('option', { name: 'mozzarella' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('when a word is clicked, then it searches it', async () => {
    const onSearch = vi.fn();
    render(<Search onSearch={onSearch} />);
    await userEvent.click(screen.getByRole('combobox'));
    await userEvent.click(screen.getByRole('option', { name: 'mozzarella' }));
    expect(onSearch).toHaveBeenCalledWith('mozzarella');
  });
});

const GROUPS: SearchSuggestionGroup[] = [
  {
    key: 'words',
    label: 'Ricerche recenti',
    options: [{ key: 'word-pasta', label: 'pasta', kind: 'word' }],
  },
  {
    key: 'categories',
    label: 'Categorie',
    options: [
      { key: 'category-1', label: 'Pasta secca', href: '/category/pasta-secca', kind: 'category' },
    ],
  },
  {
    key: 'products',
    label: 'Prodotti',
    options: [
      { key: 'product-7', label: 'Penne rigate, Barilla', href: '/product/penne', kind: 'product' },
      {
        key: 'product-8',
        label: 'Spaghetti, De Cecco',
        href: '/product/spaghetti',
        kind: 'product',
      },
    ],
  },
];

function Grouped(props: {
  onSearch?: (q: string) => void;
  onFollow?: (s: SearchSuggestion) => void;
  groups?: SearchSuggestionGroup[];
}) {
  const [value, setValue] = useState('pas');
  return (
    <SearchBox
      inputId="topbar-search"
      value={value}
      onChange={setValue}
      onSearch={props.onSearch ?? (() => {})}
      onFollow={props.onFollow ?? (() => {})}
      groups={props.groups ?? GROUPS}
    />
  );
}

describe('SearchBox with grouped suggestions', () => {
  it('when focused, then the options show in named groups, each option with its name', async () => {
    render(<Grouped />);
    const input = screen.getByRole('combobox', { name: 'Cerca prodotti' });
    expect(input).toHaveAttribute('id', 'topbar-search');
    await userEvent.click(input);
    const list = screen.getByRole('listbox', { name: 'Suggerimenti di ricerca' });
    expect(input).toHaveAttribute('aria-controls', list.id);
    for (const [group, options] of [
      ['Ricerche recenti', ['pasta']],
      ['Categorie', ['Pasta secca']],
      ['Prodotti', ['Penne rigate, Barilla', 'Spaghetti, De Cecco']],
    ] as const) {
      const named = within(list).getByRole('group', { name: group });
      expect(
        within(named)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(options);
    }
  });

  it('given arrows across the groups, when Enter is pressed on a product, then it is followed', async () => {
    const onFollow = vi.fn();
    const onSearch = vi.fn();
    render(<Grouped onFollow={onFollow} onSearch={onSearch} />);
    const input = screen.getByRole('combobox');
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    const product = screen.getByRole('option', { name: 'Penne rigate, Barilla' });
    expect(product).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', product.id);
    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getByRole('option', { name: 'Pasta secca' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onFollow).toHaveBeenCalledWith(expect.objectContaining({ href: '/product/penne' }));
    expect(onSearch).not.toHaveBeenCalled();
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('given a saved word chosen, then it is searched and put in the box', async () => {
    const onSearch = vi.fn();
    render(<Grouped onSearch={onSearch} />);
    const input = screen.getByRole('combobox');
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onSearch).toHaveBeenCalledWith('pasta');
    expect(input).toHaveValue('pasta');
  });

  it('given no active option, when Enter is pressed, then the typed words are searched', async () => {
    const onSearch = vi.fn();
    const onFollow = vi.fn();
    render(<Grouped onSearch={onSearch} onFollow={onFollow} />);
    await userEvent.type(screen.getByRole('combobox'), 'ta {Enter}');
    expect(onSearch).toHaveBeenCalledWith('pasta');
    expect(onFollow).not.toHaveBeenCalled();
  });

  it('given a submit another script has taken, then it is not searched', async () => {
    const onSearch = vi.fn();
    const take = (event: Event) => event.preventDefault();
    document.addEventListener('submit', take, true);
    render(<Grouped onSearch={onSearch} />);
    await userEvent.type(screen.getByRole('combobox'), '{Enter}');
    document.removeEventListener('submit', take, true);
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('when Escape is pressed, then the list closes first and the box empties next', async () => {
    render(<Grouped />);
    const input = screen.getByRole('combobox');
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowDown}{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).not.toHaveAttribute('aria-activedescendant');
    expect(input).toHaveValue('pas');
    await userEvent.keyboard('{Escape}');
    expect(input).toHaveValue('');
  });

  it('when Tab is pressed, then the focus leaves and the list closes', async () => {
    render(<Grouped />);
    const input = screen.getByRole('combobox');
    await userEvent.click(input);
    expect(input).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    expect(input).not.toHaveFocus();
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('given new options while one is active, then no other option becomes active', async () => {
    const { rerender } = render(<Grouped />);
    const input = screen.getByRole('combobox');
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('option', { name: 'Pasta secca' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    rerender(<Grouped groups={GROUPS.filter((group) => group.key !== 'categories')} />);
    expect(input).not.toHaveAttribute('aria-activedescendant');
    for (const option of screen.getAllByRole('option')) {
      expect(option).toHaveAttribute('aria-selected', 'false');
    }
  });

  it('given no options, then the list stays closed', async () => {
    render(<Grouped groups={[]} />);
    const input = screen.getByRole('combobox');
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).toBeNull();
  });
});
