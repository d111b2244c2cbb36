import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FacetFilter } from './FacetFilter';

describe('FacetFilter', () => {
  it('given values, then each is a checkbox in a named group and toggling reports it', async () => {
    const onToggle = vi.fn();
    render(
      <FacetFilter
        name="Marca"
        onToggle={onToggle}
        values={[
          { id: 'granarolo', label: 'Granarolo', count: 12, selected: true },
          { id: 'parmalat', label: 'Parmalat', count: 8, selected: false },
        ]}
      />,
    );
    expect(screen.getByRole('group', { name: 'Marca' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Granarolo (12)' })).toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Parmalat (8)' }));
    expect(onToggle).toHaveBeenCalledWith('parmalat', true);
  });
});
