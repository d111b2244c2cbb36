import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SortSelect } from './SortSelect';

describe('SortSelect', () => {
  it('when another order is chosen, then onChange gets its value', async () => {
    const onChange = vi.fn();
    render(
      <SortSelect
        value="rank"
        onChange={onChange}
        options={[
          { value: 'rank', label: 'Rilevanza' },
          { value: 'pri_asc', label: 'Prezzo crescente' },
        ]}
      />,
    );
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Ordina per' }), 'pri_asc');
    expect(onChange).toHaveBeenCalledWith('pri_asc');
  });
});
