import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AddressRow, type AddressRowProps } from './AddressRow';

function row(props: Partial<AddressRowProps> = {}) {
  const handlers = { onSelect: vi.fn(), onEdit: vi.fn(), onDelete: vi.fn() };
  render(
    <AddressRow
      name="Casa"
      address="Via Roma 12, Milano (MI)"
      kind="home"
      {...handlers}
      {...props}
    />,
  );
  return handlers;
}

describe('AddressRow', () => {
  it('given a home address, when chosen, edited or deleted, then the owner hears it', async () => {
    const { onSelect, onEdit, onDelete } = row();
    await userEvent.click(screen.getByRole('button', { name: /^Casa/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Modifica Casa' }));
    await userEvent.click(screen.getByRole('button', { name: 'Elimina Casa' }));
    expect(onSelect).toHaveBeenCalledOnce();
    expect(onEdit).toHaveBeenCalledOnce();
    expect(onDelete).toHaveBeenCalledOnce();
  });

  it('given the default address, then its star says Indirizzo preferito; for a store Negozio preferito', () => {
    row({ isDefault: true });
    expect(screen.getByRole('img', { name: 'Indirizzo preferito' })).toBeInTheDocument();
    cleanup();
    row({ isDefault: true, kind: 'store', name: 'Sporta Milano Centro' });
    expect(screen.getByRole('img', { name: 'Negozio preferito' })).toBeInTheDocument();
  });

  it('given a store, then it has no edit or delete', () => {
    row({ kind: 'store', name: 'Sporta Bergamo' });
    expect(screen.getAllByRole('button')).toHaveLength(1);
  });

  it('given a facilitated address, then it is labelled and its actions are locked and explained', async () => {
    const { onEdit, onDelete } = row({ facilitated: true });
    expect(screen.getByText('(Consegna Agevolata)')).toBeVisible();
    const edit = screen.getByRole('button', { name: 'Modifica Casa' });
    const remove = screen.getByRole('button', { name: 'Elimina Casa' });
    expect(edit).toHaveAttribute('aria-disabled', 'true');
    expect(edit).toHaveAccessibleDescription(
      'L’indirizzo non è modificabile in quanto è associato alle consegne agevolate.',
    );
    expect(remove).toHaveAccessibleDescription(
      'L’indirizzo non può essere eliminato in quanto è associato alle consegne agevolate.',
    );
    await userEvent.click(edit);
    await userEvent.click(remove);
    expect(onEdit).not.toHaveBeenCalled();
    expect(onDelete).not.toHaveBeenCalled();
  });
});
