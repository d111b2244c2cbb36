import { Checkbox } from '@sporta/ui-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

const meta = {
  title: 'Form/Checkbox',
  component: Checkbox,
  args: { label: 'Ricordami' },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('checkbox', { name: 'Ricordami' })).toBeChecked();
  },
};
export const Checked: Story = { args: { defaultChecked: true } };
export const WithLinkAndError: Story = {
  args: {
    label: (
      <>
        Ho letto e accetto il <a href="/page/regolamento">regolamento</a>
      </>
    ),
    error: 'Campo obbligatorio',
  },
};
export const Disabled: Story = { args: { disabled: true, defaultChecked: true } };
