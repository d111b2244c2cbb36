import { TextField } from '@sporta/ui-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

const meta = {
  title: 'Form/TextField',
  component: TextField,
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
  args: { label: 'E-mail', type: 'email', autoComplete: 'email' },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'E-mail' });
    await userEvent.type(input, 'mario.rossi@example.it');
    await expect(input).toHaveValue('mario.rossi@example.it');
  },
};
export const Required: Story = { args: { required: true } };
export const WithHint: Story = { args: { hint: 'Ti invieremo qui la conferma dell’ordine' } };
export const WithError: Story = {
  args: { error: "Digitare l'e-mail", required: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toHaveAccessibleDescription("Digitare l'e-mail");
  },
};
export const Disabled: Story = { args: { disabled: true, defaultValue: 'mario.rossi@example.it' } };
