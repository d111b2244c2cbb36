import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DayTabs, type TimeslotDayTab } from './DayTabs';

const days: TimeslotDayTab[] = [
  { dateIso: '2026-11-23', today: true },
  { dateIso: '2026-11-24', promo: true },
  { dateIso: '2026-11-25', full: true },
];

function Days() {
  const [selected, setSelected] = useState<string>();
  return <DayTabs days={days} selected={selected} onSelect={setSelected} panelId="fasce" />;
}

describe('DayTabs', () => {
  it('given days, then today reads OGGI, others weekday day month, and PROMO marks a promo day', () => {
    render(<Days />);
    const tabs = screen.getAllByRole('tab');
    expect(tabs[0]).toHaveTextContent('OGGI');
    expect(tabs[1]?.textContent).toMatch(/mar\s*24\s*nov/i);
    expect(tabs[1]).toHaveTextContent('PROMO');
    expect(tabs[1]).toHaveAccessibleName(/martedì 24 novembre/);
    expect(tabs[2]).toHaveAccessibleName(/fasce esaurite/);
  });

  it('given nothing selected, then the first day is; arrows move and select, one tab stop', async () => {
    render(<Days />);
    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByRole('tab', { name: /OGGI/ })).toHaveFocus();
    expect(screen.getByRole('tab', { name: /OGGI/ })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    const tuesday = screen.getByRole('tab', { name: /martedì/ });
    expect(tuesday).toHaveFocus();
    expect(tuesday).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: /mercoledì/ })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: /OGGI/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('tab').filter((tab) => tab.tabIndex === 0)).toHaveLength(1);
  });

  it('when a day is clicked, then it is selected and controls the slots panel', async () => {
    render(<Days />);
    await userEvent.click(screen.getByRole('tab', { name: /mercoledì/ }));
    const wednesday = screen.getByRole('tab', { name: /mercoledì/ });
    expect(wednesday).toHaveAttribute('aria-selected', 'true');
    expect(wednesday).toHaveAttribute('aria-controls', 'fasce');
  });
});

describe('DayTabs with a closed day (timeslot/list show-closed)', () => {
  it('given a closed day, then its tab stays, reads CHIUSO and can be chosen', async () => {
    const onSelect = vi.fn();
    render(
      <DayTabs
        days={[{ dateIso: '2026-11-28' }, { dateIso: '2026-11-29', closed: true }]}
        selected={undefined}
        onSelect={onSelect}
        panelId="fasce"
      />,
    );
    const sunday = screen.getByRole('tab', { name: /domenica 29 novembre/ });
    expect(sunday).toHaveTextContent('CHIUSO');
    expect(sunday).toHaveAccessibleName(/CHIUSO/);
    await userEvent.click(sunday);
    expect(onSelect).toHaveBeenCalledWith('2026-11-29');
  });
});
