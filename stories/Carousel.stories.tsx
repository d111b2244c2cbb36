import { Carousel } from '@sporta/ui-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { pictures } from './fixtures/pictures';

const slide = (title: string, text: string, picture: string, background: string) => (
  <div
    style={{
      display: 'grid',
      gridTemplateColumns: '96px 1fr',
      gap: 16,
      alignItems: 'center',
      padding: 24,
      background,
    }}
  >
    <img src={picture} alt="" width={96} height={96} />
    <div>
      <h2 style={{ margin: 0 }}>{title}</h2>
      <p style={{ margin: 0 }}>{text}</p>
    </div>
  </div>
);

const meta = {
  title: 'Contenuti/Carousel',
  component: Carousel,
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
  args: {
    label: 'Come funziona Sporta',
    onSlideChange: fn(),
    slides: [
      {
        id: 'servizio',
        content: slide(
          'Scegli il servizio',
          'A domicilio, in negozio o al locker.',
          pictures.milk,
          '#fff1e6',
        ),
      },
      {
        id: 'fascia',
        content: slide(
          'Prenota la fascia',
          'Scegli giorno e orario che preferisci.',
          pictures.bread,
          '#f7f3ef',
        ),
      },
      {
        id: 'spesa',
        content: slide(
          'Ricevi la spesa',
          'Freschissima, quando vuoi tu.',
          pictures.apple,
          '#eaf2fb',
        ),
      },
    ],
  },
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Tutorial: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const track = canvas.getByRole('list');
    const dot = (n: number) => canvas.getByRole('button', { name: `Vai alla slide ${n}` });
    await userEvent.click(canvas.getByRole('button', { name: 'Slide successiva' }));
    // Current on the click itself, while the smooth scroll to it has only begun.
    await expect(dot(2)).toHaveAttribute('aria-current', 'true');
    await expect(args.onSlideChange).toHaveBeenLastCalledWith(1);
    track.focus();
    await userEvent.keyboard('{ArrowRight}');
    // Counted from slide 2, whatever the track shows yet.
    await expect(dot(3)).toHaveAttribute('aria-current', 'true');
    // Once the track has come to slide 3, no slide it passed on the way was ever current.
    await waitFor(
      () => expect(Math.abs(track.scrollLeft - 2 * track.clientWidth)).toBeLessThanOrEqual(1),
      { timeout: 5000 },
    );
    await expect(dot(3)).toHaveAttribute('aria-current', 'true');
    await expect(args.onSlideChange).toHaveBeenCalledTimes(2);
    await expect(args.onSlideChange).toHaveBeenNthCalledWith(2, 2);
  },
};
/** A swipe is the browser scrolling the track: the dots follow it, with no button pressed. */
export const Swiped: Story = {
  play: async ({ args, canvas }) => {
    const track = canvas.getByRole('list');
    track.scrollTo({ left: 2 * track.clientWidth, behavior: 'instant' });
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Vai alla slide 3' })).toHaveAttribute(
        'aria-current',
        'true',
      ),
    );
    await expect(args.onSlideChange).toHaveBeenLastCalledWith(2);
  },
};
export const SingleSlide: Story = {
  args: {
    label: 'Offerte in evidenza',
    slides: [
      {
        id: 'offerta',
        content: slide('Sottocosto', 'Fino a domenica.', pictures.cheese, '#fff1e6'),
      },
    ],
  },
};
