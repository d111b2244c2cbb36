import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TimeslotLegend } from './TimeslotLegend';

describe('TimeslotLegend', () => {
  it('names the four states of a slot', () => {
    render(<TimeslotLegend />);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Disponibile',
      'Quasi esaurita',
      'Non disponibile',
      'Selezionata',
    ]);
  });
});
