import { Countdown, PinInput } from '@sporta/ui-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';

const meta = {
  title: 'Form/PinInput',
  component: PinInput,
  args: { value: '', onChange: fn(), onComplete: fn() },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <PinInput
        {...args}
        value={value}
        onChange={(next) => {
          args.onChange(next);
          setValue(next);
        }}
      />
    );
  },
} satisfies Meta<typeof PinInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Codice di verifica' }), '12345678');
    await expect(args.onComplete).toHaveBeenCalledWith('123456');
  },
};
export const Filled: Story = { args: { value: '482913' } };
export const WithServerError: Story = {
  args: { value: '111111', error: 'Il codice inserito non è corretto' },
};
export const Disabled: Story = { args: { value: '4829', disabled: true } };
export const WithCountdown: Story = {
  args: { hint: 'Abbiamo inviato un codice alla tua e-mail' },
  render: (args) => (
    <>
      <PinInput {...args} />
      <p>
        <Countdown endsAt={Date.now() + 42_000} />
      </p>
    </>
  ),
};
