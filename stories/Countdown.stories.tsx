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
    // The clock runs while the page renders: on a loaded machine seconds pass before this check.
    const shown = canvas.getByText(/tra \d+ secondi/).textContent ?? '';
    const seconds = Number(/tra (\d+) secondi/.exec(shown)?.[1]);
    expect(seconds).toBeGreaterThan(50);
    expect(seconds).toBeLessThanOrEqual(60);
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
