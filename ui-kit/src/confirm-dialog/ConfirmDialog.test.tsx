import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './ConfirmDialog';

const ask = (overrides = {}) => {
  const props = { onConfirm: vi.fn(), onCancel: vi.fn() };
  render(<ConfirmDialog open message="Vuoi svuotare il carrello?" {...props} {...overrides} />);
  return props;
};

describe('ConfirmDialog', () => {
  it('given it is open, then it asks the question with No and Si', () => {
    ask();
    expect(screen.getByRole('alertdialog', { name: 'Vuoi svuotare il carrello?' })).toBeVisible();
    const buttons = screen.getAllByRole('button').map((button) => button.textContent);
    expect(buttons).toEqual(['No', 'Si']);
  });

  it('when Si is pressed, then it confirms', async () => {
    const { onConfirm, onCancel } = ask();
    await userEvent.click(screen.getByRole('button', { name: 'Si' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('when No, Escape or the backdrop is used, then it cancels', async () => {
    const { onConfirm, onCancel } = ask();
    await userEvent.click(screen.getByRole('button', { name: 'No' }));
    fireEvent(screen.getByRole('alertdialog'), new Event('cancel', { cancelable: true }));
    fireEvent.click(screen.getByRole('alertdialog'));
    expect(onCancel).toHaveBeenCalledTimes(3);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('given it closed and opened again at once, then the first close’s late event leaves it open', () => {
    const props = { message: 'Vuoi annullare l’ordine?', onConfirm: vi.fn(), onCancel: vi.fn() };
    const { rerender } = render(<ConfirmDialog open {...props} />);
    const dialog = screen.getByRole('alertdialog');
    rerender(<ConfirmDialog open={false} {...props} />);
    rerender(<ConfirmDialog open {...props} />);
    // The browser queues `close` after close(): here it lands once the dialog is open again.
    fireEvent(dialog, new Event('close'));
    expect(props.onCancel).not.toHaveBeenCalled();
    expect(dialog).toHaveAttribute('open');
  });

  it('given the browser closed it by itself, then it reports the close', () => {
    const { onCancel } = ask();
    const dialog = screen.getByRole('alertdialog', { hidden: true });
    dialog.removeAttribute('open');
    fireEvent(dialog, new Event('close'));
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it('given a title and own labels, then it uses them', () => {
    ask({ title: 'Elimina indirizzo', confirmLabel: 'Elimina', cancelLabel: 'Annulla' });
    const dialog = screen.getByRole('alertdialog', { name: 'Elimina indirizzo' });
    expect(dialog).toHaveAccessibleDescription('Vuoi svuotare il carrello?');
    expect(screen.getByRole('button', { name: 'Elimina' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Annulla' })).toBeVisible();
  });
});
