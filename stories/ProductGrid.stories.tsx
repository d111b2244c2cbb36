import { Button, ProductCard, ProductGrid } from '@sporta/ui-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { pictures } from './fixtures/pictures';

const products = [
  { name: 'Pane casereccio 500 g', imageSrc: pictures.bread, price: { price: 1.8 } },
  { name: 'Pomodori ramati', imageSrc: pictures.tomato, price: { price: 2.49, per: 'kg' } },
  {
    name: 'Spaghetti n.5 500 g',
    imageSrc: pictures.pasta,
    price: { price: 0.79, standardPrice: 0.99 },
    promo: { text: '3x2' },
  },
  { name: 'Latte fresco intero 1 l', imageSrc: pictures.milk, price: { price: 1.39 } },
  { name: 'Mele Golden sfuse', imageSrc: pictures.apple, price: { price: 2.2, per: 'kg' } },
  { name: 'Parmigiano Reggiano 300 g', imageSrc: pictures.cheese, price: { price: 5.59 } },
];

const meta = {
  title: 'Prodotto/ProductGrid',
  component: ProductGrid,
  args: {
    label: 'Prodotti della categoria',
    children: products.map((product) => (
      <ProductCard
        key={product.name}
        href="/product/esempio"
        headingLevel={2}
        actions={<Button size="sm">Aggiungi</Button>}
        {...product}
      />
    )),
  },
} satisfies Meta<typeof ProductGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SixProducts: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('list', { name: 'Prodotti della categoria' }).children,
    ).toHaveLength(6);
  },
};
export const OneProduct: Story = { args: { children: meta.args.children.slice(0, 1) } };
