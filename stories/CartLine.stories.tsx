import { CartLine, Checkbox, SwapIcon } from '@sporta/ui-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { pictures } from './fixtures/pictures';

const meta = {
  title: 'Carrello/CartLine',
  component: CartLine,
  decorators: [(Story) => <div style={{ maxWidth: 600 }}>{Story()}</div>],
  args: {
    name: 'Latte fresco intero 1 l',
    shortDescr: 'Granarolo',
    href: '/product/latte-fresco-intero-1-l',
    imageSrc: pictures.milk,
    unitPrice: { price: 1.39, measure: { price: 1.39, unit: 'l' } },
    quantity: { value: 2, unit: 'pz', onIncrease: fn(), onDecrease: fn() },
    grossTotal: 2.78,
    onRemove: fn(),
  },
} satisfies Meta<typeof CartLine>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Pezzo: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Elimina Latte fresco intero 1 l' }));
    await expect(args.onRemove).toHaveBeenCalledOnce();
  },
};
export const LooseWeight: Story = {
  args: {
    name: 'Mele Golden sfuse',
    shortDescr: 'Trentino',
    imageSrc: pictures.apple,
    unitPrice: { price: 2.2, per: 'kg' },
    quantity: { value: 1.25, unit: 'kg', loose: true, onIncrease: fn(), onDecrease: fn() },
    grossTotal: 2.75,
  },
};
export const WithPromo: Story = {
  args: {
    name: 'Parmigiano Reggiano 24 mesi 300 g',
    imageSrc: pictures.cheese,
    unitPrice: { price: 5.59, standardPrice: 6.99, measure: { price: 18.63, unit: 'kg' } },
    promo: { text: '-20%' },
    grossTotal: 5.59,
    quantity: { value: 1, unit: 'pz', onIncrease: fn(), onDecrease: fn() },
  },
};
export const WithNotices: Story = {
  args: {
    notices: [
      'Questo prodotto richiede 48 ore di preavviso',
      'Non disponibile nel giorno di consegna scelto',
    ],
  },
};
export const Locked: Story = {
  args: { locked: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
/** The server refused the last change: its text on the line, announced. */
export const Refused: Story = {
  args: {
    message: 'Hai superato la quantità massima giornaliera acquistabile per questo articolo',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('quantità massima giornaliera');
  },
};
/** At checkout, under a replaceable line: the icon and the shopper's substitution choice. */
export const WithSubstitution: Story = {
  args: {
    children: (
      <>
        <span style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
          <SwapIcon size={16} />
          Prodotto sostituibile se non disponibile
        </span>
        <Checkbox label="Accetto un sostituto per Latte fresco intero 1 l" onChange={fn()} />
      </>
    ),
  },
  play: async ({ canvas, userEvent }) => {
    const choice = canvas.getByRole('checkbox', { name: /Accetto un sostituto/ });
    await userEvent.click(choice);
    await expect(choice).toBeChecked();
  },
};
