import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../button';
import { Dialog } from './Dialog';

describe('Dialog', () => {
  it('given it is open, then it is a dialog named by its title with content and footer', () => {
    render(
      <Dialog open onClose={() => {}} title="Scegli l'indirizzo" footer={<Button>Conferma</Button>}>
        <p>Via Roma 1, Milano</p>
      </Dialog>,
    );
    expect(screen.getByRole('dialog', { name: "Scegli l'indirizzo" })).toBeInTheDocument();
    expect(screen.getByText('Via Roma 1, Milano')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Conferma' })).toBeVisible();
  });

  it('given it is closed, then nothing of it is shown', () => {
    render(
      <Dialog open={false} onClose={() => {}} title="Accedi">
        <p>Contenuto</p>
      </Dialog>,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('when the close button, Escape or the backdrop is used, then onClose is called each time', async () => {
    const onClose = vi.fn();
    render(
      <Dialog open onClose={onClose} title="Accedi">
        <p>Contenuto</p>
      </Dialog>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Chiudi' }));
    fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }));
    fireEvent.click(screen.getByRole('dialog'));
    expect(onClose).toHaveBeenCalledTimes(3);
  });

  it.each([600, 700, 750] as const)('given size %i, then it is that wide', (size) => {
    render(<Dialog open onClose={() => {}} title="Orari" size={size} />);
    expect(screen.getByRole('dialog').style.getPropertyValue('--sp-dialog-width')).toBe(
      `${size}px`,
    );
  });
});
