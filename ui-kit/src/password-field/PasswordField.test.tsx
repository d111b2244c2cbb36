import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PasswordField } from './PasswordField';

describe('PasswordField', () => {
  it('given a typed password, when Mostra password is toggled, then it shows and hides it', async () => {
    render(<PasswordField label="Password" defaultValue="segreta1" />);
    const input = screen.getByLabelText('Password');
    const toggle = screen.getByRole('button', { name: 'Mostra password' });
    expect(input).toHaveAttribute('type', 'password');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    expect(input).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(toggle);
    expect(input).toHaveAttribute('type', 'password');
  });

  it('given an error, then the password is invalid and described by it', () => {
    render(<PasswordField label="Password" error="Digitare la password" />);
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Digitare la password');
  });
});
