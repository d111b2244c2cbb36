import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { StoreRow } from './StoreRow';

describe('StoreRow', () => {
  it('given a store with distance, then it shows name, km and address and can be chosen', async () => {
    const onSelect = vi.fn();
    render(
      <StoreRow
        name="Sporta Monza"
        address="Via Italia 3, Monza (MB)"
        distanceKm={2.345}
        hours="Lun-Sab 8:00-20:00"
        selected
        onSelect={onSelect}
      />,
    );
    const store = screen.getByRole('button', { name: /Sporta Monza/ });
    expect(store).toHaveTextContent('2,3 km');
    expect(store).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(store);
    expect(onSelect).toHaveBeenCalledOnce();
  });
});
