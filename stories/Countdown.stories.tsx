import { Countdown } from '@sporta/ui-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';

const meta = {
  title: 'Form/Countdown',
  component: Countdown,
  args: { endsAt: Date.now() + 60_000, onDone: fn() },
  // A fresh deadline each time the story renders, not the moment the file was loaded.
  render: (args) => (
    <Countdown {...args} endsAt={Date.now() + (args.endsAt - meta.args.endsAt || 60_000)} />
  ),
} satisfies Meta<typeof Countdown>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SixtySeconds: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/tra (60|59) secondi/)).toBeInTheDocument();
  },
};
export const Finishing: Story = {
  render: (args) => <Countdown {...args} endsAt={Date.now() + 1_200} />,
  play: async ({ args }) => {
    await waitFor(() => expect(args.onDone).toHaveBeenCalledOnce(), { timeout: 3000 });
  },
};
export const OwnText: Story = {
  render: (args) => (
    <Countdown {...args} endsAt={Date.now() + 30_000}>
      {(seconds) => `Reinvia tra ${seconds} s`}
    </Countdown>
  ),
};
