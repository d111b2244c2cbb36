import { ListSelectorRow } from '@sporta/ui-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

const meta = {
  title: 'Liste/ListSelectorRow',
  component: ListSelectorRow,
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
  args: { name: 'Spesa settimanale', size: 14, onSelect: fn() },
} satisfies Meta<typeof ListSelectorRow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button'));
    await expect(args.onSelect).toHaveBeenCalledOnce();
  },
};
export const DefaultList: Story = { args: { isDefault: true } };
export const Empty: Story = { args: { name: 'Pranzo di Natale', size: 0 } };
export const OneProduct: Story = { args: { name: 'Colazione', size: 1 } };
export const ReadOnlyShared: Story = {
  args: { name: 'Lista di Anna', size: 3, readOnly: true },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button'));
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};
