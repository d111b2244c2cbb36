import { PasswordField } from '@sporta/ui-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

const meta = {
  title: 'Form/PasswordField',
  component: PasswordField,
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
  args: { label: 'Password' },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Hidden: Story = {
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText('Password');
    await userEvent.type(input, 'segreta1');
    await userEvent.click(canvas.getByRole('button', { name: 'Mostra password' }));
    await expect(input).toHaveAttribute('type', 'text');
    await expect(input).toHaveValue('segreta1');
  },
};
export const WithError: Story = { args: { error: 'Digitare la password', required: true } };
export const NewPassword: Story = {
  args: {
    label: 'Nuova password',
    autoComplete: 'new-password',
    hint: 'Almeno 8 caratteri',
  },
};
