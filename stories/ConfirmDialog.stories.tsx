import { Button, ConfirmDialog } from '@sporta/ui-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';

const meta = {
  title: 'Overlay/ConfirmDialog',
  component: ConfirmDialog,
  parameters: { layout: 'fullscreen' },
  args: {
    open: true,
    message: 'Vuoi davvero svuotare il carrello?',
    onConfirm: fn(),
    onCancel: fn(),
  },
  render: function Render(args) {
    const [open, setOpen] = useState(args.open);
    return (
      <div style={{ padding: '1rem' }}>
        <Button variant="secondary" onClick={() => setOpen(true)}>
          Svuota carrello
        </Button>
        <ConfirmDialog
          {...args}
          open={open}
          onConfirm={() => {
            args.onConfirm();
            setOpen(false);
          }}
          onCancel={() => {
            args.onCancel();
            setOpen(false);
          }}
        />
      </div>
    );
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EmptyCart: Story = {
  play: async ({ canvas }) => {
    const dialog = canvas.getByRole('alertdialog', { name: 'Vuoi davvero svuotare il carrello?' });
    await expect(dialog.getBoundingClientRect().width).toBeLessThanOrEqual(400);
    // 'No' first and focused: Enter never empties the cart by accident.
    await expect(canvas.getByRole('button', { name: 'No' })).toHaveFocus();
  },
};

export const RemoveAddressWithTitle: Story = {
  args: {
    title: 'Elimina indirizzo',
    message: 'Vuoi eliminare l’indirizzo Casa — Via Roma 12?',
  },
};

export const ConfirmWithSi: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Si' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

export const CancelByKeyboard: Story = {
  args: { open: false },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Svuota carrello' }));
    await expect(canvas.getByRole('button', { name: 'No' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Svuota carrello' })).toHaveFocus(),
    );
  },
};
