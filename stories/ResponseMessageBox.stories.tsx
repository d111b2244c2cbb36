import { ResponseMessageBox } from '@sporta/ui-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

const meta = {
  title: 'Messaggi/ResponseMessageBox',
  component: ResponseMessageBox,
} satisfies Meta<typeof ResponseMessageBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Errors: Story = {
  args: { errors: ['Credenziali Errate'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Credenziali Errate');
  },
};
export const Warnings: Story = {
  args: { warnings: ['Alcuni prodotti non sono disponibili nella fascia scelta'] },
};
export const Infos: Story = { args: { infos: ['Ti abbiamo inviato un codice via e-mail'] } };
export const All: Story = {
  args: {
    errors: ["Impossibile cambiare l'orario di ritiro/consegna"],
    warnings: ['Hai superato la quantità massima giornaliera acquistabile per questo articolo'],
    infos: ['Prodotto aggiunto al carrello', 'Ricordati di scegliere la fascia oraria'],
  },
};
export const Empty: Story = { args: {} };
