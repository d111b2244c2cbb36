import { Toast } from '@sporta/ui-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

const meta = {
  title: 'Messaggi/Toast',
  component: Toast,
  decorators: [(Story) => <div style={{ maxWidth: 384 }}>{Story()}</div>],
  args: { kind: 'success', message: 'Aggiunti 2 pz di Latte fresco intero 1 l', onDismiss: fn() },
} satisfies Meta<typeof Toast>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Chiudi notifica' }));
    await expect(args.onDismiss).toHaveBeenCalledOnce();
  },
};
export const ErrorKind: Story = {
  args: { kind: 'error', message: 'Impossibile svuotare il carrello' },
};
export const WarningKind: Story = {
  args: { kind: 'warning', message: 'Alcuni prodotti non sono disponibili' },
};
export const InfoKind: Story = {
  args: { kind: 'info', message: 'Il tuo ordine è in preparazione' },
};
export const LongMessage: Story = {
  args: {
    kind: 'error',
    message: 'La sessione è scaduta, si prega di rieffettuare il login per continuare.',
  },
};
