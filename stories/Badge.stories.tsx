import { Badge } from '@sporta/ui-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'Stato/Badge',
  component: Badge,
  args: { children: '3' },
  argTypes: {
    tone: {
      control: 'select',
      options: ['primary', 'secondary', 'neutral', 'success', 'warning', 'error', 'info'],
    },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CartCount: Story = { args: { tone: 'primary', children: '12' } };
export const Secondary: Story = { args: { tone: 'secondary', children: 'Novità' } };
export const Neutral: Story = { args: { tone: 'neutral', children: 'Sfuso' } };
export const Success: Story = { args: { tone: 'success', children: 'Consegnato' } };
export const Warning: Story = { args: { tone: 'warning', children: 'Quasi esaurita' } };
export const ErrorTone: Story = { args: { tone: 'error', children: 'Annullato' } };
export const Info: Story = { args: { tone: 'info', children: 'In preparazione' } };
