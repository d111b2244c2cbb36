import { OrderStatusBadge } from '@sporta/ui-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'Stato/OrderStatusBadge',
  component: OrderStatusBadge,
  args: { statusId: 3 },
} satisfies Meta<typeof OrderStatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InValidation: Story = { args: { statusId: 1 } };
export const Ordered: Story = { args: { statusId: 3 } };
export const InPreparation: Story = { args: { statusId: 4 } };
export const AlmostReady: Story = { args: { statusId: 6 } };
export const BeingDelivered: Story = { args: { statusId: 7 } };
export const Delivered: Story = { args: { statusId: 8 } };
export const PartlyDelivered: Story = { args: { statusId: 9 } };
export const Cancelled: Story = { args: { statusId: 10 } };
export const NotCollected: Story = { args: { statusId: 12 } };
export const Failed: Story = { args: { statusId: 13 } };
export const Unknown: Story = { args: { statusId: 99 } };
