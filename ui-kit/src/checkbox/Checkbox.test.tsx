import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Checkbox } from './Checkbox';

describe('Checkbox', () => {
  it('when its label is clicked, then it toggles', async () => {
    render(<Checkbox label="Ricordami" />);
    await userEvent.click(screen.getByText('Ricordami'));
    expect(screen.getByRole('checkbox', { name: 'Ricordami' })).toBeChecked();
  });

  it('given an error, then it is invalid and described by it', () => {
    render(<Checkbox label="Accetto il regolamento" error="Campo obbligatorio" />);
    const box = screen.getByRole('checkbox', { name: 'Accetto il regolamento' });
    expect(box).toBeInvalid();
    expect(box).toHaveAccessibleDescription('Campo obbligatorio');
  });
});
