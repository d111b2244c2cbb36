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
    await userEvent.click(canvas.getByRole('button', { name: 'Slide successiva' }));
    await waitFor(() => expect(args.onSlideChange).toHaveBeenCalledWith(1));
    canvas.getByRole('list').focus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Vai alla slide 3' })).toHaveAttribute(
        'aria-current',
        'true',
      ),
    );
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
