import { LoadingOverlay } from '@sporta/ui-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

const meta = {
  title: 'Shell/LoadingOverlay',
  component: LoadingOverlay,
  parameters: { layout: 'fullscreen' },
  args: { active: true },
} satisfies Meta<typeof LoadingOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Active: Story = {
  play: async ({ canvas }) => {
    const overlay = canvas.getByRole('progressbar', { name: 'Caricamento in corso' });
    await expect(overlay).toHaveAttribute('aria-busy', 'true');
  },
};
export const OwnLabel: Story = { args: { label: "Invio dell'ordine in corso" } };
export const Inactive: Story = { args: { active: false } };
