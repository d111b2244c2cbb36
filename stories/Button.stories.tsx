import { Button } from '@sporta/ui-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

const meta = {
  title: 'Azioni/Button',
  component: Button,
  args: { children: 'Concludi ordine', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  args: { variant: 'primary' },
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Concludi ordine' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};
export const Secondary: Story = { args: { variant: 'secondary', children: 'Svuota carrello' } };
export const Ghost: Story = { args: { variant: 'ghost', children: 'ANNULLA modifiche' } };
export const Danger: Story = { args: { variant: 'danger', children: 'Elimina i prodotti' } };
export const Small: Story = { args: { size: 'sm', children: 'Aggiungi' } };
export const Large: Story = { args: { size: 'lg', children: 'Concludi ordine' } };
export const Block: Story = { args: { block: true } };
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button'));
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};
