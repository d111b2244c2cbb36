import { ScrollToTopButton } from '@sporta/ui-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

const meta = {
  title: 'Shell/ScrollToTopButton',
  component: ScrollToTopButton,
  parameters: { layout: 'fullscreen' },
  args: { visible: true, onClick: fn() },
} satisfies Meta<typeof ScrollToTopButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Visible: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Torna su' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};
export const Hidden: Story = {
  args: { visible: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
