import { TimeslotCard } from '@sporta/ui-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

const meta = {
  title: 'Fasce orarie/TimeslotCard',
  component: TimeslotCard,
  decorators: [(Story) => <div style={{ maxWidth: 200 }}>{Story()}</div>],
  args: { beginTime: '08:00', endTime: '10:00', status: 'empty', tabStop: true, onSelect: fn() },
} satisfies Meta<typeof TimeslotCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Available: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('radio')).toHaveAccessibleName('08:00 - 10:00');
  },
};
export const AlmostFull: Story = { args: { status: 'intermediate' } };
export const Full: Story = {
  args: { status: 'full' },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('radio'));
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};
export const Selected: Story = { args: { selected: true } };
export const UnderLeadTime: Story = { args: { limited: true } };
export const StandardDeliveryTag: Story = { args: { standardDelivery: true } };
export const ExpandedWithPromo: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 600 }}>{Story()}</div>],
  args: { expanded: true, promoName: 'Consegna gratuita' },
};
/** A narrow phone column: the hours stay on one line, never '08:00 -' over '10:00'. */
export const NarrowColumn: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 150 }}>{Story()}</div>],
  args: { limited: true },
  play: async ({ canvas }) => {
    const hours = canvas.getByText('08:00 - 10:00');
    const lineHeight = Number.parseFloat(getComputedStyle(hours).lineHeight);
    await expect(hours.getBoundingClientRect().height).toBeLessThan(lineHeight * 1.5);
  },
};
/** A named slot says what its name means, read as the radio's description. */
export const NamedWithDescription: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 600 }}>{Story()}</div>],
  args: {
    beginTime: '20:00',
    endTime: '22:00',
    expanded: true,
    promoName: 'Sera Smart',
    description: 'Sera Smart: la consegna serale, dalle 20 alle 22.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio')).toHaveAccessibleDescription(
      'Sera Smart: la consegna serale, dalle 20 alle 22.',
    );
  },
};
