import { Button, IconButton, ProductCard, ProductGrid, QuantityStepper } from '@sporta/ui-kit';
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
/** A card on a 320 px phone (issue 38 §5): the stepper fills the card, the quantity above the
 * buttons; the heart on the picture's corner. */
export const PackInCartOnPhone: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 136 }}>{Story()}</div>],
  args: {
    name: 'Mirtilli',
    shortDescr: 'Sporta',
    description: '3 x 125 g',
    imageSrc: pictures.apple,
    price: { price: 6.72 },
    actions: (
      <QuantityStepper
        value={1}
        unit="conf"
        label="Quantità di Mirtilli"
        fill
        onIncrease={fn()}
        onDecrease={fn()}
        onEnter={fn()}
      />
    ),
    corner: (
      <IconButton label="Salva Mirtilli nella lista">
        <svg viewBox="0 0 24 24" aria-hidden="true" width="24" height="24">
          <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z" />
        </svg>
      </IconButton>
    ),
  },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article').getBoundingClientRect();
    for (const name of ['Diminuisci quantità', 'Aumenta quantità']) {
      const button = canvas.getByRole('button', { name }).getBoundingClientRect();
      await expect(button.left).toBeGreaterThanOrEqual(card.left);
      await expect(button.right).toBeLessThanOrEqual(card.right);
      await expect(button.width).toBeGreaterThanOrEqual(44);
    }
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
