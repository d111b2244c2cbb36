import { Pagination } from '@sporta/ui-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';

const meta = {
  title: 'Navigazione/Pagination',
  component: Pagination,
  args: { page: 1, pageCount: 5, hrefFor: (page: number) => `?page=${page}` },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstOfFive: Story = {};
export const MiddleOfMany: Story = { args: { page: 10, pageCount: 20 } };
export const LastOfMany: Story = { args: { page: 20, pageCount: 20 } };
export const SinglePage: Story = { args: { pageCount: 1 } };
export const Buttons: Story = {
  args: { onPageChange: fn(), pageCount: 12 },
  render: function Render(args) {
    const [page, setPage] = useState(args.page);
    return (
      <Pagination
        page={page}
        pageCount={args.pageCount}
        onPageChange={(next) => {
          args.onPageChange?.(next);
          setPage(next);
        }}
      />
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Pagina successiva' }));
    await expect(canvas.getByRole('button', { name: 'Pagina 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};
