import { PromoBadge } from '@sporta/ui-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'Prodotto/PromoBadge',
  component: PromoBadge,
  args: { text: '-30%' },
} satisfies Meta<typeof PromoBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Discount: Story = {};
export const ThreeForTwo: Story = { args: { text: '3x2', cssClass: 'promo-3x2' } };
export const Selectable: Story = { args: { text: 'Scegli: 2° a metà prezzo', selectable: true } };
