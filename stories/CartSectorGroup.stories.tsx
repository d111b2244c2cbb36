import { CartLine, CartSectorGroup } from '@sporta/ui-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { pictures } from './fixtures/pictures';

const meta = {
  title: 'Carrello/CartSectorGroup',
  component: CartSectorGroup,
  decorators: [(Story) => <div style={{ maxWidth: 600 }}>{Story()}</div>],
  args: { name: 'Frutta e verdura', count: 2, children: null },
  render: (args) => (
    <CartSectorGroup {...args}>
      <CartLine
        name="Mele Golden sfuse"
        imageSrc={pictures.apple}
        unitPrice={{ price: 2.2, per: 'kg' }}
        quantity={{ value: 1.25, unit: 'kg', loose: true, onIncrease: fn(), onDecrease: fn() }}
        grossTotal={2.75}
        onRemove={fn()}
      />
      {args.count > 1 ? (
        <CartLine
          name="Pomodori ramati"
          imageSrc={pictures.tomato}
          unitPrice={{ price: 2.49, per: 'kg' }}
          quantity={{ value: 0.5, unit: 'kg', loose: true, onIncrease: fn(), onDecrease: fn() }}
          grossTotal={1.25}
          onRemove={fn()}
        />
      ) : null}
    </CartSectorGroup>
  ),
} satisfies Meta<typeof CartSectorGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwoProducts: Story = {};
export const OneProduct: Story = { args: { count: 1 } };
