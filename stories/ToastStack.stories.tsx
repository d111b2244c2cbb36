import { ToastStack } from '@sporta/ui-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

const meta = {
  title: 'Messaggi/ToastStack',
  component: ToastStack,
  parameters: { layout: 'fullscreen' },
  args: { onDismiss: fn(), toasts: [] },
} satisfies Meta<typeof ToastStack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ErrorToast: Story = {
  args: {
    toasts: [{ id: 'e1', kind: 'error', message: 'Errore nel caricamento del carrello' }],
  },
};
export const Warning: Story = {
  args: {
    toasts: [
      {
        id: 'w1',
        kind: 'warning',
        message: 'Hai superato la quantità massima giornaliera acquistabile per questo articolo',
      },
    ],
  },
};
export const Success: Story = {
  args: {
    toasts: [{ id: 's1', kind: 'success', message: 'Aggiunti 2 pz di Latte fresco intero 1 l' }],
  },
};
export const Info: Story = {
  args: {
    toasts: [{ id: 'i1', kind: 'info', message: 'Il tuo ordine è in preparazione' }],
  },
};
export const OwnTitle: Story = {
  args: {
    toasts: [
      { id: 'o1', kind: 'success', title: 'Prodotto aggiunto', message: 'Pane casereccio 500 g' },
    ],
  },
};

export const SevenShowsFiveNewest: Story = {
  args: {
    toasts: [
      'Prodotto rimosso',
      'Indirizzo aggiornato',
      'Aggiunti 3 prodotti dalla lista',
      'Fascia oraria aggiornata',
      'Prodotto aggiunto alla lista',
      'Codice sconto applicato',
      'Aggiunti 12 prodotti dall’ordine',
    ].map((message, index) => ({ id: `t${index}`, kind: 'success' as const, message })),
  },
  play: async ({ args, canvas, userEvent }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(5);
    await expect(items[0]).toHaveTextContent('Aggiunti 3 prodotti dalla lista');
    // One toast per 55 px row (spec: account §9).
    const [first, second] = items.map((item) => item.getBoundingClientRect().top);
    await expect((second ?? 0) - (first ?? 0)).toBe(55);
    const closeButtons = canvas.getAllByRole('button', { name: 'Chiudi notifica' });
    await userEvent.click(closeButtons[4] as HTMLElement);
    await expect(args.onDismiss).toHaveBeenCalledWith('t6');
  },
};
