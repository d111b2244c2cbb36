import { SearchBox } from '@sporta/ui-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';

const meta = {
  title: 'Catalogo/SearchBox',
  component: SearchBox,
  decorators: [(Story) => <div style={{ maxWidth: 480, minHeight: 280 }}>{Story()}</div>],
  args: {
    value: '',
    onChange: fn(),
    onSearch: fn(),
    suggestions: ['latte senza lattosio', 'pane integrale', 'mozzarella di bufala'],
  },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <SearchBox
        {...args}
        value={value}
        onChange={(next) => {
          args.onChange(next);
          setValue(next);
        }}
      />
    );
  },
} satisfies Meta<typeof SearchBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole('combobox', { name: 'Cerca prodotti' });
    await userEvent.type(input, 'olio extravergine{Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('olio extravergine');
  },
};
export const RecentWordsByKeyboard: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.tab();
    const input = canvas.getByRole('combobox');
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('pane integrale');
  },
};
export const NoRecentWords: Story = { args: { suggestions: [] } };
export const WithText: Story = { args: { value: 'mozzarella' } };
/** The top bar's box: saved words, categories and products in named groups; a product active. */
export const WithSuggestions: Story = {
  args: {
    value: 'pas',
    onFollow: fn(),
    groups: [
      {
        key: 'words',
        label: 'Le tue ricerche',
        options: [{ key: 'word-pasta', label: 'pasta fresca', kind: 'word' }],
      },
      {
        key: 'categories',
        label: 'Categorie',
        options: [
          { key: 'category-10', label: 'Pasta', href: '/category/pasta', kind: 'category' },
          {
            key: 'category-11',
            label: 'Pasta secca',
            href: '/category/pasta-secca',
            kind: 'category',
          },
        ],
      },
      {
        key: 'products',
        label: 'Prodotti',
        options: [
          {
            key: 'product-101',
            label: 'Spaghetti n.5, Barilla',
            href: '/product/spaghetti-n5',
            kind: 'product',
          },
          {
            key: 'product-102',
            label: 'Passata di pomodoro, Mutti',
            href: '/product/passata',
            kind: 'product',
          },
        ],
      },
    ],
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    const input = canvas.getByRole('combobox');
    await expect(canvas.getByRole('group', { name: 'Prodotti' })).toBeVisible();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}');
    await expect(input).toHaveAttribute(
      'aria-activedescendant',
      canvas.getByRole('option', { name: 'Spaghetti n.5, Barilla' }).id,
    );
    // Left open: the story's accessibility check sees the list.
  },
};
