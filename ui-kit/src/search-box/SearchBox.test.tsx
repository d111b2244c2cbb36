import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SearchBox } from './SearchBox';

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
