import { DeliveryServiceTabs } from '@sporta/ui-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';

const meta = {
  title: 'Indirizzi/DeliveryServiceTabs',
  component: DeliveryServiceTabs,
  args: {
    services: [
      { deliveryServiceId: 2, name: 'Consegna a domicilio' },
      { deliveryServiceId: 1, name: 'Ritiro in negozio' },
      { deliveryServiceId: 10002, name: 'Ritiro al locker' },
    ],
    selected: 2,
    onSelect: fn(),
    panelId: 'indirizzi',
  },
  render: function Render(args) {
    const [selected, setSelected] = useState(args.selected);
    return (
      <>
        <DeliveryServiceTabs
          {...args}
          selected={selected}
          onSelect={(id) => {
            args.onSelect(id);
            setSelected(id);
          }}
        />
        <div id={args.panelId} role="tabpanel" aria-label="Indirizzi" style={{ padding: 16 }}>
          Servizio {selected}
        </div>
      </>
    );
  },
} satisfies Meta<typeof DeliveryServiceTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const HomeDelivery: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Ritiro in negozio' })).toHaveFocus();
    await expect(args.onSelect).toHaveBeenCalledWith(1);
  },
};
export const StorePickup: Story = { args: { selected: 1 } };
