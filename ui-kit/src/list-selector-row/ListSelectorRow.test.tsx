import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ListSelectorRow } from './ListSelectorRow';

describe('ListSelectorRow', () => {
  it('given a list, then it shows name and size and can be chosen', async () => {
    const onSelect = vi.fn();
    render(<ListSelectorRow name="Spesa settimanale" size={14} isDefault onSelect={onSelect} />);
    const list = screen.getByRole('button', { name: /Spesa settimanale/ });
    expect(list).toHaveTextContent('14 prodotti');
    expect(screen.getByRole('img', { name: 'Lista preferita' })).toBeInTheDocument();
    await userEvent.click(list);
    expect(onSelect).toHaveBeenCalledOnce();
  });

  it('given a list shared read-only, then it cannot be chosen', async () => {
    const onSelect = vi.fn();
    render(<ListSelectorRow name="Lista di Anna" size={3} readOnly onSelect={onSelect} />);
    const list = screen.getByRole('button', { name: /Lista di Anna/ });
    expect(list).toHaveAttribute('aria-disabled', 'true');
    expect(list).toHaveTextContent('Sola lettura');
    await userEvent.click(list);
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('given a note, then it shows after the size', () => {
    render(<ListSelectorRow name="Festa" size={2} note="condivisa" onSelect={vi.fn()} />);
    expect(screen.getByRole('button', { name: /Festa/ })).toHaveTextContent(
      '2 prodotti · condivisa',
    );
  });
});
