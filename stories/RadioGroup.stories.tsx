import { RadioGroup } from '@sporta/ui-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';

const meta = {
  title: 'Form/RadioGroup',
  component: RadioGroup,
  args: {
    legend: 'Formato',
    value: undefined,
    onChange: fn(),
    options: [
      { value: '250', label: 'Vaschetta 250 g' },
      { value: '500', label: 'Vaschetta 500 g' },
      { value: '1000', label: 'Cassetta 1 kg' },
    ],
  },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <RadioGroup
        {...args}
        value={value}
        onChange={(next) => {
          args.onChange(next);
          setValue(next);
        }}
      />
    );
  },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Vertical: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Vaschetta 250 g' }));
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Vaschetta 500 g' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('500');
  },
};
export const Horizontal: Story = { args: { orientation: 'horizontal', value: '500' } };
export const WithError: Story = { args: { error: 'Campo obbligatorio', required: true } };
export const Disabled: Story = { args: { disabled: true, value: '1000' } };
/** Payment types: each a card, its name the radio's name, what it means its description. */
export const Cards: Story = {
  args: {
    legend: 'Come vuoi pagare?',
    cards: true,
    options: [
      {
        value: '1',
        label: 'Pagamento alla consegna',
        description: 'Contanti, bancomat o carta al momento della consegna o del ritiro.',
      },
      {
        value: '2',
        label: 'Carta di credito',
        description: 'Pagamento sicuro online.',
      },
    ],
  },
  play: async ({ canvas, userEvent }) => {
    const card = canvas.getByRole('radio', { name: 'Carta di credito' });
    await expect(card).toHaveAccessibleDescription('Pagamento sicuro online.');
    await userEvent.click(canvas.getByText('Pagamento sicuro online.'));
    await expect(card).toBeChecked();
  },
};
