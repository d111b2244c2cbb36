import { Button, EmptyState, SearchIcon } from '@sporta/ui-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'Stato/EmptyState',
  component: EmptyState,
  args: { title: 'Non hai prodotti nel carrello' },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EmptyCart: Story = {
  args: {
    text: 'Scopri le offerte della settimana e riempi il carrello.',
    action: <Button>Vai alle offerte</Button>,
  },
};
export const NoSlots: Story = {
  args: {
    title: 'Nessuna fascia disponibile per questo giorno',
    text: 'Prova un altro giorno oppure scegli il ritiro in negozio, un servizio gratuito.',
    headingLevel: 3,
  },
};
export const NoResults: Story = {
  args: {
    title: 'Nessun prodotto trovato per «cioccolato fondente 99%»',
    icon: <SearchIcon size={40} />,
  },
};
