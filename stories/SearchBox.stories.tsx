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
