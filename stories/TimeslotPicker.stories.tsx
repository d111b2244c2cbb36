import { DayTabs, TimeslotCard, TimeslotGrid, TimeslotLegend } from '@sporta/ui-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';

/** The timeslot selector as the island composes it: day tabs, the day's slots, the legend. */
const meta = {
  title: 'Fasce orarie/DayTabs',
  component: DayTabs,
  args: {
    days: [
      { dateIso: '2026-11-23', today: true },
      { dateIso: '2026-11-24', promo: true },
      { dateIso: '2026-11-25' },
      { dateIso: '2026-11-26', full: true },
      { dateIso: '2026-11-27' },
      { dateIso: '2026-11-29', closed: true },
    ],
    selected: undefined,
    onSelect: fn(),
    panelId: 'fasce-del-giorno',
  },
  render: (args) => (
    <>
      <DayTabs {...args} />
      <p id={args.panelId} role="tabpanel" aria-label="Fasce del giorno">
        Le fasce del giorno scelto
      </p>
    </>
  ),
} satisfies Meta<typeof DayTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Today: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('tab', { name: /OGGI/ }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onSelect).toHaveBeenLastCalledWith('2026-11-24');
  },
};
export const PromoDaySelected: Story = { args: { selected: '2026-11-24' } };

const slots = [
  { beginTime: '08:00', endTime: '10:00', status: 'empty' as const },
  { beginTime: '10:00', endTime: '12:00', status: 'intermediate' as const },
  { beginTime: '12:00', endTime: '14:00', status: 'full' as const },
  { beginTime: '14:00', endTime: '16:00', status: 'empty' as const, limited: true },
  { beginTime: '16:00', endTime: '18:00', status: 'empty' as const, standardDelivery: true },
  {
    beginTime: '18:00',
    endTime: '20:00',
    status: 'empty' as const,
    expanded: true,
    promoName: 'Consegna gratuita',
  },
];

export const WholePicker: Story = {
  render: function Render(args) {
    const [day, setDay] = useState<string>();
    const [slot, setSlot] = useState<string>();
    return (
      <div style={{ display: 'grid', gap: 16, maxWidth: 760 }}>
        <DayTabs {...args} selected={day} onSelect={setDay} />
        <TimeslotGrid id={args.panelId} label="Fasce del giorno">
          {slots.map((s) => (
            <TimeslotCard
              key={s.beginTime}
              {...s}
              selected={slot === s.beginTime}
              tabStop={slot === s.beginTime}
              onSelect={() => setSlot(s.beginTime)}
            />
          ))}
        </TimeslotGrid>
        <TimeslotLegend />
      </div>
    );
  },
  play: async ({ canvas, userEvent }) => {
    const slot = canvas.getByRole('radio', { name: /^08:00 - 10:00/ });
    await userEvent.click(slot);
    await expect(slot).toHaveAttribute('aria-checked', 'true');
    const full = canvas.getByRole('radio', { name: /FASCIA ESAURITA/ });
    await userEvent.click(full);
    await expect(full).toHaveAttribute('aria-checked', 'false');
    // Arrows move the focus only: choosing sets the cart at once, so it takes Space or Enter.
    slot.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: /^10:00 - 12:00/ })).toHaveFocus();
    await expect(slot).toHaveAttribute('aria-checked', 'true');
  },
};

/** Ten days on a phone: the hidden ones are shown to be there (fade, arrow), and reached. */
export const ManyDaysOnAPhone: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 358 }}>{Story()}</div>],
  args: {
    days: Array.from({ length: 10 }, (_, index) => ({
      dateIso: `2026-12-${String(index + 1).padStart(2, '0')}`,
      ...(index === 0 ? { today: true } : {}),
    })),
  },
  play: async ({ canvas, userEvent }) => {
    const later = await canvas.findByRole('button', { name: 'Giorni successivi' });
    await userEvent.click(later);
    await expect(await canvas.findByRole('button', { name: 'Giorni precedenti' })).toBeVisible();
  },
};
