import { VideoEmbed } from '@sporta/ui-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

/** Stories show the link fallback and the frame's attributes; the player itself needs network. */
const meta = {
  title: 'Contenuti/VideoEmbed',
  component: VideoEmbed,
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
  args: { url: 'https://youtu.be/dQw4w9WgXcQ', title: 'Come scegliere la fascia oraria' },
} satisfies Meta<typeof VideoEmbed>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ShortLink: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByTitle('Come scegliere la fascia oraria')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    );
  },
};
export const WatchLink: Story = { args: { url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' } };
export const Shorts: Story = {
  args: { url: 'https://www.youtube.com/shorts/dQw4w9WgXcQ', title: 'Ricetta in un minuto' },
};
export const UnreadableLink: Story = {
  args: { url: 'https://vimeo.com/123456', title: 'Ricetta del tiramisù' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('link', { name: 'Guarda il video: Ricetta del tiramisù' }),
    ).toBeVisible();
  },
};
