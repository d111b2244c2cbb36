import { VisuallyHidden } from '@sporta/ui-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

const meta = {
  title: 'Stato/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: 'invece di' },
  render: (args) => (
    <p>
      1,99 € <VisuallyHidden {...args} />
      <s>2,49 €</s>
    </p>
  ),
} satisfies Meta<typeof VisuallyHidden>;

export default meta;

/** The words in between are read out, not shown. */
export const BeforeAStruckPrice: StoryObj<typeof meta> = {
  play: async ({ canvas }) => {
    const hidden = canvas.getByText('invece di');
    await expect(hidden.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};
