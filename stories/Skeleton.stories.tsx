import { Skeleton } from '@sporta/ui-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'Stato/Skeleton',
  component: Skeleton,
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TextLines: Story = { args: { lines: 3, width: 280 } };
export const Block: Story = { args: { shape: 'block', width: 220, height: 220 } };
export const Circle: Story = { args: { shape: 'circle', width: 48, height: 48 } };
export const ProductCardPlaceholder: Story = {
  render: () => (
    <section aria-busy="true" aria-label="Caricamento prodotti" style={{ width: 220 }}>
      <Skeleton shape="block" width="100%" height={200} />
      <Skeleton lines={2} />
      <Skeleton shape="block" width={96} height={32} />
    </section>
  ),
};
