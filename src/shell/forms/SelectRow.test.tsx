/**
 * The one select row of the server-rendered forms (SelectRow.tsx), as the server writes it: the
 * label tied to the select, the placeholder as the empty choice, the value chosen before selected.
 */
import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SelectRow } from './SelectRow';

const PROVINCES = [
  { value: 'MI', label: 'Milano' },
  { value: 'MB', label: 'Monza e Brianza' },
];

describe('SelectRow', () => {
  it('labels the select and selects the value chosen before', () => {
    render(
      <SelectRow
        id="province"
        name="province"
        label="Provincia"
        options={PROVINCES}
        selected="MB"
        placeholder="Seleziona"
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Provincia' });
    expect(select).toHaveValue('MB');
    expect(select).toHaveAttribute('name', 'province');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Seleziona',
      'Milano',
      'Monza e Brianza',
    ]);
  });

  it('starts on the placeholder when nothing was chosen, and leaves the label to the form without one', () => {
    render(
      <>
        <label htmlFor="q">Domanda</label>
        <SelectRow
          id="q"
          options={PROVINCES}
          placeholder="Seleziona"
          required
          aria-invalid="true"
        />
      </>,
    );
    const select = screen.getByRole('combobox', { name: 'Domanda' });
    expect(select).toHaveValue('');
    expect(select).toBeRequired();
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(document.querySelectorAll('label')).toHaveLength(1);
  });

  it("writes the chosen option as selected in the server's HTML (no script needed)", () => {
    const html = renderToString(
      <SelectRow id="sort" label="Ordina per" options={PROVINCES} selected="MI" autoFocus />,
    );
    expect(html).toMatch(/<option value="MI" selected="">Milano<\/option>/);
    expect(html).toContain('autofocus');
  });
});
