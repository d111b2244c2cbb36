import { SelectField } from '@sporta/ui-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

const meta = {
  title: 'Form/SelectField',
  component: SelectField,
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
  args: {
    label: 'Provincia',
    options: [
      { value: 'MI', label: 'Milano' },
      { value: 'BG', label: 'Bergamo' },
      { value: 'MB', label: 'Monza e Brianza' },
    ],
  },
} satisfies Meta<typeof SelectField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithPlaceholder: Story = {
  play: async ({ canvas, userEvent }) => {
    const select = canvas.getByRole('combobox', { name: 'Provincia' });
    await userEvent.selectOptions(select, 'BG');
    await expect(select).toHaveValue('BG');
  },
};
export const Required: Story = { args: { required: true } };
export const WithError: Story = { args: { error: 'Campo obbligatorio', required: true } };
export const WithoutPlaceholder: Story = { args: { placeholder: false, defaultValue: 'MB' } };
export const Disabled: Story = { args: { disabled: true } };
