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
/** Some of the lines it stands for are on: mixed; a press checks it (and so sets them all). */
export const Mixed: Story = {
  args: { label: "Accetto prodotti sostitutivi per tutto l'ordine", indeterminate: true },
  play: async ({ canvas, userEvent }) => {
    const box = canvas.getByRole('checkbox');
    await expect(box).toBePartiallyChecked();
    await userEvent.click(box);
    await expect(box).toBeChecked();
  },
};
