import { AddressRow } from '@sporta/ui-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

const meta = {
  title: 'Indirizzi/AddressRow',
  component: AddressRow,
  decorators: [(Story) => <div style={{ maxWidth: 480, paddingTop: 64 }}>{Story()}</div>],
  args: {
    name: 'Casa',
    address: 'Via Roma 12, Milano (MI)',
    kind: 'home',
    onSelect: fn(),
    onEdit: fn(),
    onDelete: fn(),
  },
} satisfies Meta<typeof AddressRow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Home: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Modifica Casa' }));
    await expect(args.onEdit).toHaveBeenCalledOnce();
  },
};
export const DefaultHome: Story = { args: { isDefault: true, selected: true } };
export const DefaultStore: Story = {
  args: {
    name: 'Sporta Milano Centro',
    address: 'Corso Buenos Aires 8, Milano (MI)',
    kind: 'store',
    isDefault: true,
  },
};
export const Locker: Story = {
  args: { name: 'Locker Carate', address: 'Via Cusani 2, Carate Brianza (MB)', kind: 'locker' },
};
export const Facilitated: Story = {
  args: { facilitated: true },
  play: async ({ args, canvas, userEvent }) => {
    const edit = canvas.getByRole('button', { name: 'Modifica Casa' });
    await userEvent.tab();
    await userEvent.tab();
    await expect(edit).toHaveFocus();
    await expect(canvas.getByRole('tooltip')).toBeVisible();
    await userEvent.click(edit);
    await expect(args.onEdit).not.toHaveBeenCalled();
  },
};
