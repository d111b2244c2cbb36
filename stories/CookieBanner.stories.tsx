import { CookieBanner } from '@sporta/ui-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

const meta = {
  title: 'Shell/CookieBanner',
  component: CookieBanner,
  parameters: { layout: 'fullscreen' },
  args: {
    open: true,
    preferences: { analytics: false, profiling: false },
    policyHref: '/page/cookie-policy',
    onAcceptAll: fn(),
    onRejectAll: fn(),
    onSave: fn(),
  },
} satisfies Meta<typeof CookieBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstVisit: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Rispettiamo la tua privacy' })).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Tecnici (sempre attivi)' })).toBeDisabled();
  },
};

export const ReopenedWithStoredChoice: Story = {
  args: { preferences: { analytics: true, profiling: false } },
};

export const Closed: Story = { args: { open: false } };

export const SaveByKeyboardOnly: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.tab(); // cookie policy link
    await userEvent.tab(); // Analisi (the technical box is disabled, so skipped)
    await expect(canvas.getByRole('checkbox', { name: 'Analisi' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await userEvent.tab(); // Profilazione
    await userEvent.tab(); // Salva le preferenze
    await expect(canvas.getByRole('button', { name: 'Salva le preferenze' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSave).toHaveBeenCalledWith({ analytics: true, profiling: false });
  },
};

export const AcceptAll: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Accetta tutti' }));
    await expect(args.onAcceptAll).toHaveBeenCalledOnce();
  },
};

export const RejectAll: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Solo necessari' }));
    await expect(args.onRejectAll).toHaveBeenCalledOnce();
  },
};
