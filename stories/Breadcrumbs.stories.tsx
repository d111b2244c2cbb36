import { Breadcrumbs } from '@sporta/ui-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

const meta = {
  title: 'Navigazione/Breadcrumbs',
  component: Breadcrumbs,
  args: {
    items: [
      { label: 'Home', href: '/' },
      { label: 'Faq', href: '/faq' },
      { label: 'Dettaglio Faq' },
    ],
  },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Faq: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Dettaglio Faq')).toHaveAttribute('aria-current', 'page');
  },
};
export const Category: Story = {
  args: {
    items: [
      { label: 'Home', href: '/' },
      { label: 'Latte e latticini', href: '/category/latte-e-latticini' },
      { label: 'Yogurt', href: '/category/latte-e-latticini/yogurt' },
      { label: 'Yogurt greco' },
    ],
  },
};
