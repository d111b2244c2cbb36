import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TextField } from './TextField';

describe('TextField', () => {
  it('given a label, then the input is named by it and typing reaches onChange', async () => {
    const onChange = vi.fn();
    render(<TextField label="E-mail" type="email" onChange={onChange} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'E-mail' }), 'a');
    expect(onChange).toHaveBeenCalledOnce();
  });

  it('given an error, then the field is invalid and described by the error text', () => {
    render(
      <TextField label="E-mail" error="Digitare l'e-mail" hint="Ti scriveremo qui" required />,
    );
    const input = screen.getByRole('textbox', { name: 'E-mail' });
    expect(input).toBeInvalid();
    expect(input).toBeRequired();
    expect(input).toHaveAccessibleDescription("Digitare l'e-mail Ti scriveremo qui");
  });
});
