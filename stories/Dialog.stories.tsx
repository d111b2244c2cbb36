import { Button, Dialog } from '@sporta/ui-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';

const meta = {
  title: 'Overlay/Dialog',
  component: Dialog,
  parameters: { layout: 'fullscreen' },
  args: {
    open: true,
    title: "Scegli l'indirizzo di consegna",
    onClose: fn(),
    children: (
      <ul>
        <li>Casa — Via Roma 12, Milano (MI)</li>
        <li>Ufficio — Corso Buenos Aires 8, Milano (MI)</li>
      </ul>
    ),
  },
  render: function Render(args) {
    const [open, setOpen] = useState(args.open);
    return (
      <div style={{ padding: '1rem' }}>
        <Button variant="secondary" onClick={() => setOpen(true)}>
          Cambia indirizzo
        </Button>
        <Dialog
          {...args}
          open={open}
          onClose={() => {
            args.onClose();
            setOpen(false);
          }}
        />
      </div>
    );
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Size600: Story = {
  play: async ({ canvas }) => {
    const dialog = canvas.getByRole('dialog', { name: "Scegli l'indirizzo di consegna" });
    await expect(dialog.matches(':modal')).toBe(true);
    await expect(dialog.getBoundingClientRect().width).toBeLessThanOrEqual(600);
  },
};
export const Size700: Story = { args: { size: 700, title: 'Scegli la fascia oraria' } };
export const Size750: Story = { args: { size: 750, title: 'Scegli il negozio' } };
export const WithFooter: Story = {
  args: {
    title: 'Aggiungi a una lista',
    footer: (
      <>
        <Button variant="ghost">Annulla</Button>
        <Button>CREA</Button>
      </>
    ),
  },
};
export const Closed: Story = { args: { open: false } };

export const KeyboardAndFocusReturn: Story = {
  args: { open: false },
  play: async ({ args, canvas, userEvent }) => {
    const opener = canvas.getByRole('button', { name: 'Cambia indirizzo' });
    await userEvent.click(opener);
    const dialog = await canvas.findByRole('dialog');
    // Focus starts on the first control inside (the close button).
    await expect(canvas.getByRole('button', { name: 'Chiudi' })).toHaveFocus();
    (dialog as HTMLDialogElement & { requestClose(): void }).requestClose();
    await waitFor(() => expect(args.onClose).toHaveBeenCalledOnce());
    await waitFor(() => expect(opener).toHaveFocus());
  },
};
