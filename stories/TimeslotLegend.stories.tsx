import { TimeslotLegend } from '@sporta/ui-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = { title: 'Fasce orarie/TimeslotLegend', component: TimeslotLegend } satisfies Meta<
  typeof TimeslotLegend
>;

export default meta;
export const Legend: StoryObj<typeof meta> = {};
