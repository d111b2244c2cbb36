import { PriceDisplay } from '@sporta/ui-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'Prodotto/PriceDisplay',
  component: PriceDisplay,
  args: { price: 1.39 },
} satisfies Meta<typeof PriceDisplay>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Plain: Story = {};
export const Promo: Story = { args: { price: 1.99, standardPrice: 2.49 } };
export const LoosePerKg: Story = { args: { price: 2.2, per: 'kg' } };
export const PezzoWithPricePerKg: Story = {
  args: { price: 0.89, measure: { price: 8.9, unit: 'kg' } },
};
export const PromoWithMeasure: Story = {
  args: { price: 3.49, standardPrice: 4.29, measure: { price: 13.96, unit: 'kg' } },
};
export const Large: Story = { args: { price: 24.9, standardPrice: 29.9, size: 'lg' } };
