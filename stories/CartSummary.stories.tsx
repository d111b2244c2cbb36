import { CartSummary, CheckoutBar } from '@sporta/ui-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

const meta = {
  title: 'Carrello/CartSummary',
  component: CartSummary,
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
  args: {
    cartId: 1042,
    itemCount: 12,
    itemsTotal: 48.3,
    weightedTotal: 6.4,
    grandTotal: 52.29,
    onEmptyCart: fn(),
    onCancelEdits: fn(),
  },
} satisfies Meta<typeof CartSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Drawer: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Svuota carrello' }));
    await expect(args.onEmptyCart).toHaveBeenCalledOnce();
  },
};
/** The drawer's summary with the total and 'Concludi ordine' apart, in the drawer's footer
 * (issue 38 §7): rows and hints only. */
export const CheckoutApart: Story = {
  args: { checkoutApart: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { name: 'Concludi ordine' })).toBeNull();
  },
};
/** The drawer's footer: TOTALE and 'Concludi ordine' on one row, always in view. */
export const DrawerFooter: Story = {
  render: () => <CheckoutBar grandTotal={52.29} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('52,29 €')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Concludi ordine' })).toHaveAttribute(
      'href',
      '/checkout',
    );
  },
};
export const WithHints: Story = {
  args: {
    minimumPurchaseHint: 'La spesa minima per la consegna a domicilio è di 30,00 €',
    deliveryFeeHint: 'Aggiungi 7,70 € di spesa per pagare la consegna 3,90 € invece di 5,90 €',
  },
};
export const EditingAnOrder: Story = { args: { editingOrder: true } };
export const FullAtCheckout: Story = {
  args: {
    full: true,
    giftCertificates: [{ id: 7, description: 'Buono pane 5 €' }],
    onRemoveGiftCertificate: fn(),
    packagesTotal: 0.3,
    deliveryFee: 4.9,
    discountsTotal: 5,
    grandTotal: 48.5,
    packages: [
      { id: 1, description: 'Sacchetto compostabile', quantity: 3, unitCost: 0.1, total: 0.3 },
    ],
    giftCertificatesToGenerate: [
      { description: 'Buono fedeltà', amount: 2 },
      { description: 'Buono benvenuto' },
    ],
  },
};
/** Home delivery above the last threshold: the fee row says it is free. */
export const FreeDelivery: Story = {
  args: { itemsTotal: 152.4, deliveryFee: 0, grandTotal: 152.4 },
};
export const EmptyCart: Story = {
  args: { itemCount: 0, itemsTotal: 0, weightedTotal: 0, grandTotal: 0 },
};
export const NoCart: Story = { args: { cartId: 0 } };
