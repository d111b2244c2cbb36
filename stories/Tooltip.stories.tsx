import { IconButton, PencilIcon, Tooltip } from '@sporta/ui-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

const meta = {
  title: 'Stato/Tooltip',
  component: Tooltip,
  decorators: [(Story) => <div style={{ padding: '80px 0 0 240px' }}>{Story()}</div>],
  args: {
    text: 'L’indirizzo non è modificabile in quanto è associato alle consegne agevolate.',
    children: (describedBy: string) => (
      <IconButton label="Modifica Casa" aria-disabled="true" aria-describedby={describedBy}>
        <PencilIcon />
      </IconButton>
    ),
  },
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OnFocus: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('tooltip')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.getByRole('tooltip', { hidden: true })).not.toBeVisible();
  },
};
