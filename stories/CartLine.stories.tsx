import { CartLine, Checkbox, IconButton, SwapIcon } from '@sporta/ui-kit';
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
/** The drawer's line (issue 38 §7): the 'save to a list' heart beside delete, not on a row of
 * its own. Under 600 px the line is compact (e2e/phone-layout.spec.ts measures it on a phone). */
export const WithHeart: Story = {
  args: {
    tools: (
      <IconButton label="Salva Latte fresco intero 1 l nella lista">
        <svg viewBox="0 0 24 24" aria-hidden="true" width="24" height="24">
          <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z" />
        </svg>
      </IconButton>
    ),
  },
  play: async ({ canvas }) => {
    const heart = canvas.getByRole('button', { name: /nella lista/ }).getBoundingClientRect();
    const remove = canvas.getByRole('button', { name: /^Elimina/ }).getBoundingClientRect();
    await expect(Math.abs(heart.top - remove.top)).toBeLessThan(4);
    await expect(heart.right).toBeLessThanOrEqual(remove.left);
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
