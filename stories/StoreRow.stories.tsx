import { StoreRow } from '@sporta/ui-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

const meta = {
  title: 'Indirizzi/StoreRow',
  component: StoreRow,
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
  args: { name: 'Sporta Monza', address: 'Via Italia 3, Monza (MB)', onSelect: fn() },
} satisfies Meta<typeof StoreRow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Store: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button'));
    await expect(args.onSelect).toHaveBeenCalledOnce();
  },
};
export const WithDistanceAndHours: Story = {
  args: { distanceKm: 2.34, hours: 'Lun-Sab 8:00-20:00' },
};
export const Selected: Story = { args: { selected: true, distanceKm: 0.8 } };
export const Locker: Story = {
  args: {
    name: 'Locker Carate',
    address: 'Via Cusani 2, Carate Brianza (MB)',
    hours: 'Ritiro 24 ore su 24',
  },
};
