import { FacetFilter } from '@sporta/ui-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

const meta = {
  title: 'Catalogo/FacetFilter',
  component: FacetFilter,
  args: {
    name: 'Marca',
    onToggle: fn(),
    values: [
      { id: 'granarolo', label: 'Granarolo', count: 12, selected: false },
      { id: 'parmalat', label: 'Parmalat', count: 8, selected: false },
      { id: 'sporta', label: 'Sporta Selezione', count: 21, selected: false },
    ],
  },
} satisfies Meta<typeof FacetFilter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoneSelected: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Parmalat (8)' }));
    await expect(args.onToggle).toHaveBeenCalledWith('parmalat', true);
  },
};
export const SomeSelected: Story = {
  args: {
    name: 'Caratteristiche',
    values: [
      { id: 'bio', label: 'Biologico', count: 34, selected: true },
      { id: 'gf', label: 'Senza glutine', count: 17, selected: true },
      { id: 'lf', label: 'Senza lattosio', count: 9, selected: false },
    ],
  },
};
export const WithoutCounts: Story = {
  args: {
    name: 'Offerte',
    values: [
      { id: 'promo', label: 'In promozione', selected: false },
      { id: 'new', label: 'Novità', selected: false },
    ],
  },
};
