import { DateField } from '@sporta/ui-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

const meta = {
  title: 'Form/DateField',
  component: DateField,
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
  args: { label: 'Data di nascita', autoComplete: 'bday' },
} satisfies Meta<typeof DateField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Data di nascita' });
    await userEvent.type(input, '14/03/1985');
    await expect(input).toHaveValue('14/03/1985');
  },
};
export const WithError: Story = {
  args: { defaultValue: '31/02/19', error: 'Formato della data gg/mm/aaaa' },
};
