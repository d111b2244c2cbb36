/**
 * The modal notification (spec: shopping §8 showInPopupCode), drawn by ShellNotices: a titled
 * dialog with the message, out of the toast stack; "Ho capito" acknowledges it, the next one
 * follows, and the last closes the dialog.
 */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import ShellNotices from './ShellNotices';
import { clearToasts, showToast } from './toasts';

afterEach(() => clearToasts());

describe('MessagePopup in ShellNotices', () => {
  it('given two popups and a toast, then the popups show in turn in a dialog, the toast in the stack', async () => {
    render(<ShellNotices />);
    act(() => {
      showToast({ kind: 'error', message: 'Il negozio è chiuso', popup: true });
      showToast({ kind: 'warning', message: 'La fascia è cambiata', popup: true });
      showToast({ kind: 'success', message: 'Prodotto aggiunto' });
    });
    const dialog = await screen.findByRole('dialog', { name: 'Si è verificato un errore' });
    expect(dialog).toHaveTextContent('Il negozio è chiuso');
    expect(screen.getByRole('region', { name: /notifiche/i })).not.toHaveTextContent(
      'Il negozio è chiuso',
    );
    expect(screen.getByText('Prodotto aggiunto')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ho capito' }));
    expect(screen.getByRole('dialog', { name: 'Attenzione' })).toHaveTextContent(
      'La fascia è cambiata',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Ho capito' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
