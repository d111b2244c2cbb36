import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TimeslotGrid } from '../timeslot-grid';
import { TimeslotCard } from './TimeslotCard';

describe('TimeslotCard', () => {
  it('given an available slot, when pressed, then it is chosen', async () => {
    const onSelect = vi.fn();
    render(<TimeslotCard beginTime="08:00" endTime="10:00" status="empty" onSelect={onSelect} />);
    const slot = screen.getByRole('radio', { name: '08:00 - 10:00' });
    expect(slot).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(slot);
    expect(onSelect).toHaveBeenCalledOnce();
  });

  it('given an almost full slot, then it says FASCIA QUASI ESAURITA', () => {
    render(
      <TimeslotCard beginTime="10:00" endTime="12:00" status="intermediate" onSelect={() => {}} />,
    );
    expect(screen.getByRole('radio')).toHaveAccessibleName('10:00 - 12:00 FASCIA QUASI ESAURITA');
  });

  it('given a full slot, then it says FASCIA ESAURITA and cannot be chosen, even by keyboard', async () => {
    const onSelect = vi.fn();
    render(<TimeslotCard beginTime="12:00" endTime="14:00" status="full" onSelect={onSelect} />);
    const slot = screen.getByRole('radio', { name: /FASCIA ESAURITA/ });
    expect(slot).toHaveAttribute('aria-disabled', 'true');
    slot.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(slot);
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('given a slot being saved, then nothing can be chosen', async () => {
    const onSelect = vi.fn();
    render(
      <TimeslotCard
        beginTime="08:00"
        endTime="10:00"
        status="empty"
        disabled
        onSelect={onSelect}
      />,
    );
    await userEvent.click(screen.getByRole('radio'));
    expect(onSelect).not.toHaveBeenCalled();
  });

  // Issue 38 §4: a slot past its cutoff had the green border of "Disponibile".
  it('given a slot closed for orders, then it says so, looks as a full one and cannot be chosen', async () => {
    const onSelect = vi.fn();
    const { rerender } = render(
      <TimeslotCard beginTime="08:00" endTime="10:00" status="full" onSelect={() => {}} />,
    );
    const fullLook = screen.getByRole('radio').className;
    rerender(
      <TimeslotCard beginTime="08:00" endTime="10:00" status="empty" closed onSelect={onSelect} />,
    );
    const slot = screen.getByRole('radio');
    expect(slot).toHaveTextContent('FASCIA CHIUSA');
    expect(slot).toHaveAttribute('aria-disabled', 'true');
    expect(slot.className).toBe(fullLook);
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
    const slot = screen.getByRole('radio');
    expect(slot).toHaveAttribute('aria-checked', 'true');
    expect(slot.querySelector('svg')).not.toBeNull();
    expect(slot).toHaveTextContent('Consegna gratuita');
    expect(slot).toHaveTextContent('Consegna standard');
  });

  it('given a promo slot that is not expanded, then its promo name shows as a pill', () => {
    render(
      <TimeslotCard
        beginTime="14:00"
        endTime="16:00"
        status="empty"
        promoName="Consegna a 1 €"
        onSelect={() => {}}
      />,
    );
    expect(screen.getByRole('radio')).toHaveTextContent('Consegna a 1 €');
  });
});

describe('TimeslotGrid', () => {
  const day = (onSelect = vi.fn(), chosen?: string) => (
    <TimeslotGrid id="fasce" label="Martedì 24 novembre">
      {['08:00', '10:00', '12:00'].map((begin) => (
        <TimeslotCard
          key={begin}
          beginTime={begin}
          endTime="-"
          status={begin === '10:00' ? 'full' : 'empty'}
          selected={begin === chosen}
          tabStop={begin === chosen}
          expanded={begin === '12:00'}
          onSelect={() => onSelect(begin)}
        />
      ))}
    </TimeslotGrid>
  );

  it('is a tab panel holding one radio group; expanded slots take the whole row', () => {
    render(day());
    expect(screen.getByRole('tabpanel', { name: 'Martedì 24 novembre' })).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: 'Martedì 24 novembre' })).toBeInTheDocument();
    const [plain, , wide] = screen.getAllByRole('radio').map((radio) => radio.parentElement);
    expect(plain?.className).toBe('');
    expect(wide?.className).not.toBe('');
  });

  it('has one tab stop, the chosen slot or else the first', () => {
    const { rerender } = render(day());
    expect(screen.getAllByRole('radio').map((radio) => radio.tabIndex)).toEqual([0, -1, -1]);
    rerender(day(vi.fn(), '12:00'));
    expect(screen.getAllByRole('radio').map((radio) => radio.tabIndex)).toEqual([-1, -1, 0]);
  });

  it('arrows move the focus without choosing (full slots too, wrapping); Space chooses', async () => {
    const onSelect = vi.fn();
    render(day(onSelect));
    await userEvent.tab();
    const radios = screen.getAllByRole('radio');
    expect(radios[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(radios[1]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(radios[0]).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(radios[2]).toHaveFocus();
    expect(onSelect).not.toHaveBeenCalled();
    await userEvent.keyboard(' ');
    expect(onSelect).toHaveBeenCalledWith('12:00');
  });
});
