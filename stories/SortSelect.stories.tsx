import { SortSelect } from '@sporta/ui-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

const meta = {
  title: 'Catalogo/SortSelect',
  component: SortSelect,
  decorators: [(Story) => <div style={{ maxWidth: 280 }}>{Story()}</div>],
  args: {
    value: 'rank',
    onChange: fn(),
    options: [
      { value: 'rank', label: 'Rilevanza' },
      { value: 'pri_asc', label: 'Prezzo crescente' },
      { value: 'pri_des', label: 'Prezzo decrescente' },
      { value: 'alf_asc', label: 'Nome A-Z' },
    ],
  },
} satisfies Meta<typeof SortSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Relevance: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Ordina per' }), 'pri_asc');
    await expect(args.onChange).toHaveBeenCalledWith('pri_asc');
  },
};
export const PriceAscending: Story = { args: { value: 'pri_asc' } };
