import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DateField } from './DateField';

describe('DateField', () => {
  it('asks for gg/mm/aaaa with a numeric keyboard', () => {
    render(<DateField label="Data di nascita" />);
    const input = screen.getByRole('textbox', { name: 'Data di nascita' });
    expect(input).toHaveAttribute('placeholder', 'gg/mm/aaaa');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAccessibleDescription('Formato gg/mm/aaaa');
  });

  it('given an error, then it shows the validator message', () => {
    render(<DateField label="Data di nascita" error="Formato della data gg/mm/aaaa" />);
    expect(screen.getByRole('textbox')).toBeInvalid();
    expect(screen.getByText('Formato della data gg/mm/aaaa')).toBeVisible();
  });
});
