import { CategoryTree } from '@sporta/ui-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { categories } from './fixtures/categories';

const meta = {
  title: 'Navigazione/CategoryTree',
  component: CategoryTree,
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
  args: { categories },
} satisfies Meta<typeof CategoryTree>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByText('Frutta e verdura'));
    await expect(canvas.getByRole('link', { name: 'Tutto in Frutta e verdura' })).toBeVisible();
    await userEvent.click(canvas.getByText('Frutta'));
    await expect(canvas.getByRole('link', { name: 'Mele e pere' })).toBeVisible();
  },
};
export const CurrentCategoryOpen: Story = {
  args: { currentSlug: 'formaggi' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Formaggi' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};
export const Empty: Story = { args: { categories: [] } };
