import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SelectField } from './SelectField';

const provinces = [
  { value: 'MI', label: 'Milano' },
  { value: 'BG', label: 'Bergamo' },
];

describe('SelectField', () => {
  it('given options, then it offers a placeholder first and reports the choice', async () => {
    const onChange = vi.fn();
    render(<SelectField label="Provincia" options={provinces} onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Provincia' });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Seleziona',
      'Milano',
      'Bergamo',
    ]);
    await userEvent.selectOptions(select, 'BG');
    expect(select).toHaveValue('BG');
    expect(onChange).toHaveBeenCalledOnce();
  });

  it('given no placeholder and an error, then only the options show and it is invalid', () => {
    render(
      <SelectField
        label="Provincia"
        options={provinces}
        placeholder={false}
        error="Campo obbligatorio"
      />,
    );
    expect(screen.getAllByRole('option')).toHaveLength(2);
    expect(screen.getByRole('combobox')).toBeInvalid();
  });
});
