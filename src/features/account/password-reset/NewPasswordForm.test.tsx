import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import NewPasswordForm from './NewPasswordForm';
import { type NewPasswordOutcome, setNewPassword } from './password-reset';

vi.mock('./password-reset', () => ({ setNewPassword: vi.fn() }));

const answered = (outcome: NewPasswordOutcome) =>
  vi.mocked(setNewPassword).mockResolvedValue(outcome);
const password = () => screen.getByLabelText(/^Nuova password/);
const confirmation = () => screen.getByLabelText(/^Ripeti la nuova password/);

async function typeAndSave(value = 'Nuovissima9') {
  const user = userEvent.setup();
  await user.type(password(), value);
  await user.type(confirmation(), value);
  await user.click(screen.getByRole('button', { name: 'Salva la nuova password' }));
}

describe('the new-password form, given the shop refuses', () => {
  beforeEach(() => vi.mocked(setNewPassword).mockReset());

  it('the password itself: the refusal is on the password field, focused, and nothing typed is lost', async () => {
    answered({ ok: false, on: 'password', message: 'La password è troppo comune' });
    render(<NewPasswordForm link={{ token: 'T1', email: 'mario@example.it' }} />);
    await typeAndSave();
    expect(await screen.findByText('La password è troppo comune')).toBeInTheDocument();
    expect(password()).toHaveAttribute('aria-invalid', 'true');
    expect(password()).toHaveFocus();
    expect(password()).toHaveValue('Nuovissima9');
    expect(confirmation()).toHaveValue('Nuovissima9');
    expect(setNewPassword).toHaveBeenCalledWith(
      { token: 'T1', email: 'mario@example.it' },
      'Nuovissima9',
    );
  });

  it('the link (used meanwhile): an alert with a way to ask for another, not a field error', async () => {
    answered({ ok: false, on: 'link', message: 'Il link è già stato usato.' });
    render(<NewPasswordForm link={{ token: 'T1' }} />);
    await typeAndSave();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Il link è già stato usato.');
    expect(screen.getByRole('link', { name: 'Chiedi un nuovo link' })).toHaveAttribute(
      'href',
      '/reset-password-request',
    );
    expect(password()).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('nothing sent while the fields break their rules', async () => {
    render(<NewPasswordForm link={{ token: 'T1' }} />);
    const user = userEvent.setup();
    await user.type(password(), 'corta');
    await user.tab();
    expect(
      await screen.findByText('La password deve essere lunga 8 caratteri'),
    ).toBeInTheDocument();
    await user.type(confirmation(), 'diversa1');
    await user.click(screen.getByRole('button', { name: 'Salva la nuova password' }));
    expect(await screen.findByText('Le password non coincidono')).toBeInTheDocument();
    expect(setNewPassword).not.toHaveBeenCalled();
  });
});
