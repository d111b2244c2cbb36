import { QuantityStepper } from '@sporta/ui-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';

const meta = {
  title: 'Prodotto/QuantityStepper',
  component: QuantityStepper,
  args: {
    value: 2,
    unit: 'pz',
    label: 'Quantità di Latte fresco intero 1 l',
    onIncrease: fn(),
    onDecrease: fn(),
  },
} satisfies Meta<typeof QuantityStepper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Pieces: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('spinbutton')).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowDown}');
    await expect(args.onIncrease).toHaveBeenCalledOnce();
    await expect(args.onDecrease).toHaveBeenCalledOnce();
  },
};
export const LooseWeight: Story = {
  args: { value: 1.2, unit: 'kg', loose: true, label: 'Quantità di Mele Golden' },
};
export const AtMaximum: Story = {
  args: { value: 6, max: 6 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Aumenta quantità' })).toBeDisabled();
  },
};
export const ManualEntry: Story = {
  args: { onEnter: fn() },
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole('spinbutton', { name: 'Quantità di Latte fresco intero 1 l' });
    await userEvent.clear(input);
    await userEvent.type(input, '6{Enter}');
    await expect(args.onEnter).toHaveBeenCalledWith(6);
  },
};
export const AtZero: Story = { args: { value: 0 } };
export const Disabled: Story = { args: { disabled: true } };

/** With the loose-goods rule of the shop wired in: steps of 0,25 kg from 0,50 kg. */
export const WiredLoose: Story = {
  args: { value: 0.5, unit: 'kg', loose: true, label: 'Quantità di Pomodori ramati' },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <QuantityStepper
        {...args}
        value={value}
        onIncrease={() => setValue((v) => v + 0.25)}
        onDecrease={() => setValue((v) => (v - 0.25 < 0.5 ? 0 : v - 0.25))}
      />
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Aumenta quantità' }));
    await expect(canvas.getByRole('spinbutton')).toHaveTextContent('0,75 kg');
  },
};
