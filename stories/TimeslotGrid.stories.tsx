import { TimeslotCard, TimeslotGrid } from '@sporta/ui-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';

const meta = {
  title: 'Fasce orarie/TimeslotGrid',
  component: TimeslotGrid,
  args: {
    label: 'Martedì 24 novembre',
    children: [
      <TimeslotCard key="1" beginTime="08:00" endTime="10:00" status="empty" onSelect={fn()} />,
      <TimeslotCard
        key="2"
        beginTime="10:00"
        endTime="12:00"
        status="intermediate"
        onSelect={fn()}
      />,
      <TimeslotCard key="3" beginTime="12:00" endTime="14:00" status="full" onSelect={fn()} />,
      <TimeslotCard
        key="4"
        beginTime="14:00"
        endTime="16:00"
        status="empty"
        selected
        onSelect={fn()}
      />,
      <TimeslotCard
        key="5"
        beginTime="18:00"
        endTime="20:00"
        status="empty"
        expanded
        promoName="Consegna gratuita"
        onSelect={fn()}
      />,
    ],
  },
} satisfies Meta<typeof TimeslotGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four columns from 600 px, two on phones; the expanded promo slot takes the whole row. */
export const OneDay: Story = {};
