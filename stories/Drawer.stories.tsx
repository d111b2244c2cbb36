import { Button, Drawer } from '@sporta/ui-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';

const meta = {
  title: 'Overlay/Drawer',
  component: Drawer,
  parameters: { layout: 'fullscreen' },
  args: {
    side: 'right',
    open: false,
    title: 'Il tuo carrello',
    onClose: fn(),
    children: (
      <>
        <p>Hai 3 prodotti nel carrello</p>
        <ul>
          <li>Latte fresco intero 1 l</li>
          <li>Pane casereccio 500 g</li>
          <li>Mele Golden sfuse 1,20 kg</li>
        </ul>
        <Button block>Concludi ordine</Button>
      </>
    ),
  },
  // A page with an opener, so focus return and the inert page can be seen and tested.
  render: function Render(args) {
    const [open, setOpen] = useState(args.open);
    return (
      <div style={{ padding: '1rem' }}>
        <Button variant="secondary" onClick={() => setOpen(true)}>
          Apri
        </Button>
        <Drawer
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
} satisfies Meta<typeof Drawer>;

export default meta;

/** Waits for the slide-in to finish before measuring where the panel sits. */
const slidIn = (element: Element) => Promise.all(element.getAnimations().map((a) => a.finished));
type Story = StoryObj<typeof meta>;

export const CartClosed: Story = {};

export const CartOpen: Story = {
  args: { open: true },
  play: async ({ canvas }) => {
    const drawer = canvas.getByRole('dialog', { name: 'Il tuo carrello' });
    await expect(drawer).toBeVisible();
    await slidIn(drawer);
    // Native modal: the page behind is inert and focus starts inside.
    await expect(drawer.matches(':modal')).toBe(true);
    await expect(drawer.contains(document.activeElement)).toBe(true);
    // The page behind is inert: even a script cannot move focus there.
    const opener = canvas.getByRole('button', { name: 'Apri', hidden: true });
    opener.focus();
    await expect(opener).not.toHaveFocus();
    await expect(drawer.getBoundingClientRect().right).toBe(window.innerWidth);
  },
};

/** A footer under the scrolling body, always in view (the cart's total and main action). */
export const WithFooter: Story = {
  args: {
    open: true,
    footer: <Button block>Concludi ordine</Button>,
    children: (
      <ul>
        {Array.from({ length: 40 }, (_, index) => `Prodotto ${index + 1}`).map((name) => (
          <li key={name}>
            <a href={`#${name}`}>{name}</a>
          </li>
        ))}
      </ul>
    ),
  },
  play: async ({ canvas }) => {
    const drawer = canvas.getByRole('dialog', { name: 'Il tuo carrello' });
    await slidIn(drawer);
    const footer = canvas.getByRole('button', { name: 'Concludi ordine' }).getBoundingClientRect();
    await expect(footer.bottom).toBeLessThanOrEqual(window.innerHeight);
  },
};

export const CategoriesLeft: Story = {
  args: {
    open: true,
    side: 'left',
    title: 'Categorie',
    children: (
      <ul>
        <li>
          <a href="/category/frutta-e-verdura">Frutta e verdura</a>
        </li>
        <li>
          <a href="/category/latte-e-latticini">Latte e latticini</a>
        </li>
        <li>
          <a href="/category/pane-e-pasticceria">Pane e pasticceria</a>
        </li>
      </ul>
    ),
  },
  play: async ({ canvas }) => {
    const drawer = canvas.getByRole('dialog', { name: 'Categorie' });
    await slidIn(drawer);
    await expect(drawer.getBoundingClientRect().left).toBe(0);
    await expect(drawer.getBoundingClientRect().width).toBeLessThanOrEqual(360);
  },
};

export const OpenAndCloseByButton: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const opener = canvas.getByRole('button', { name: 'Apri' });
    await userEvent.click(opener);
    const drawer = await canvas.findByRole('dialog', { name: 'Il tuo carrello' });
    await userEvent.click(canvas.getByRole('button', { name: 'Chiudi' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
    await waitFor(() => expect(drawer).not.toBeVisible());
    await expect(opener).toHaveFocus();
  },
};

export const CloseRequest: Story = {
  args: { open: true },
  play: async ({ args, canvas }) => {
    // requestClose() is the browser's own close request, the path Escape and Android's back take.
    const drawer = canvas.getByRole('dialog') as HTMLDialogElement & { requestClose(): void };
    drawer.requestClose();
    await waitFor(() => expect(args.onClose).toHaveBeenCalledOnce());
    await waitFor(() => expect(drawer).not.toBeVisible());
  },
};

export const CloseOnBackdrop: Story = {
  args: { open: true },
  play: async ({ args, canvas, userEvent }) => {
    const drawer = canvas.getByRole('dialog');
    // The backdrop is the page area left of the right-hand panel.
    await userEvent.pointer({
      keys: '[MouseLeft]',
      target: drawer,
      coords: { clientX: 5, clientY: 5 },
    });
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};
