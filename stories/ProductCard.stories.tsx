import { Button, ProductCard, ProductGrid, QuantityStepper } from '@sporta/ui-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { pictures } from './fixtures/pictures';

const meta = {
  title: 'Prodotto/ProductCard',
  component: ProductCard,
  decorators: [(Story) => <div style={{ maxWidth: 240 }}>{Story()}</div>],
  args: {
    name: 'Latte fresco intero 1 l',
    shortDescr: 'Granarolo',
    href: '/product/latte-fresco-intero-1-l',
    imageSrc: pictures.milk,
    price: { price: 1.39 },
    actions: <Button size="sm">Aggiungi</Button>,
  },
} satisfies Meta<typeof ProductCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Latte fresco intero 1 l' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Aggiungi' })).toHaveFocus();
  },
};
export const Promo: Story = {
  args: {
    name: 'Parmigiano Reggiano 24 mesi 300 g',
    shortDescr: 'Sporta Selezione',
    imageSrc: pictures.cheese,
    price: { price: 5.59, standardPrice: 6.99, measure: { price: 18.63, unit: 'kg' } },
    promo: { text: '-20%' },
  },
};
export const LooseInCart: Story = {
  args: {
    name: 'Mele Golden sfuse',
    shortDescr: 'Trentino',
    imageSrc: pictures.apple,
    price: { price: 2.2, per: 'kg' },
    actions: (
      <QuantityStepper
        value={1.2}
        unit="kg"
        loose
        label="Quantità di Mele Golden sfuse"
        onIncrease={fn()}
        onDecrease={fn()}
      />
    ),
  },
};
export const WithoutActions: Story = { args: { actions: undefined } };

export const Grid: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 'none' }}>{Story()}</div>],
  render: () => (
    <ProductGrid label="Prodotti in offerta">
      {[
        { name: 'Pane casereccio 500 g', imageSrc: pictures.bread, price: { price: 1.8 } },
        { name: 'Pomodori ramati', imageSrc: pictures.tomato, price: { price: 2.49, per: 'kg' } },
        {
          name: 'Spaghetti n.5 500 g',
          imageSrc: pictures.pasta,
          price: { price: 0.79, standardPrice: 0.99 },
          promo: { text: '3x2' },
        },
        { name: 'Latte fresco intero 1 l', imageSrc: pictures.milk, price: { price: 1.39 } },
      ].map((product) => (
        <ProductCard
          key={product.name}
          href="/product/esempio"
          actions={<Button size="sm">Aggiungi</Button>}
          {...product}
        />
      ))}
    </ProductGrid>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
  },
};
