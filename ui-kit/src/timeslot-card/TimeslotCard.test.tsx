import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TimeslotGrid } from '../timeslot-grid';
import { TimeslotCard } from './TimeslotCard';

describe('TimeslotCard', () => {
  it('given an available slot, when pressed, then it is chosen', async () => {
    const onSelect = vi.fn();
    render(<TimeslotCard beginTime="08:00" endTime="10:00" status="empty" onSelect={onSelect} />);
    const slot = screen.getByRole('button', { name: '08:00 - 10:00' });
    expect(slot).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(slot);
    expect(onSelect).toHaveBeenCalledOnce();
  });

  it('given an almost full slot, then it says FASCIA QUASI ESAURITA', () => {
    render(
      <TimeslotCard beginTime="10:00" endTime="12:00" status="intermediate" onSelect={() => {}} />,
    );
    expect(screen.getByRole('button')).toHaveAccessibleName('10:00 - 12:00 FASCIA QUASI ESAURITA');
  });

  it('given a full slot, then it says FASCIA ESAURITA and cannot be chosen, even by keyboard', async () => {
    const onSelect = vi.fn();
    render(<TimeslotCard beginTime="12:00" endTime="14:00" status="full" onSelect={onSelect} />);
    const slot = screen.getByRole('button', { name: /FASCIA ESAURITA/ });
    expect(slot).toHaveAttribute('aria-disabled', 'true');
    slot.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(slot);
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('given a limited, selected, expanded promo slot, then clock, promo name and tag show', () => {
    render(
      <TimeslotCard
        beginTime="18:00"
        endTime="20:00"
        status="empty"
        selected
        limited
        expanded
        promoName="Consegna gratuita"
        standardDelivery
        onSelect={() => {}}
      />,
    );
    const slot = screen.getByRole('button');
    expect(slot).toHaveAttribute('aria-pressed', 'true');
    expect(slot.querySelector('svg')).not.toBeNull();
    expect(slot).toHaveTextContent('Consegna gratuita');
    expect(slot).toHaveTextContent('Consegna standard');
  });

  it('given cards in a grid, then expanded ones take the whole row', () => {
    render(
      <TimeslotGrid id="fasce" label="Martedì 24 novembre">
        <TimeslotCard beginTime="08:00" endTime="10:00" status="empty" onSelect={() => {}} />
        <TimeslotCard
          beginTime="10:00"
          endTime="12:00"
          status="empty"
          expanded
          onSelect={() => {}}
        />
      </TimeslotGrid>,
    );
    expect(screen.getByRole('tabpanel', { name: 'Martedì 24 novembre' })).toBeInTheDocument();
    const [plain, wide] = screen.getAllByRole('listitem');
    expect(plain?.className).toBe('');
    expect(wide?.className).not.toBe('');
  });
});
