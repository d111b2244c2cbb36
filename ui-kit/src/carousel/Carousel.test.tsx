import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Carousel } from './Carousel';

const slides = ['Scegli il servizio', 'Scegli la fascia', 'Ricevi la spesa'].map((text, i) => ({
  id: `s${i}`,
  content: <p>{text}</p>,
}));

describe('Carousel', () => {
  it('given slides, then they are a labelled list with their position', () => {
    render(<Carousel label="Come funziona Sporta" slides={slides} />);
    expect(screen.getByRole('list', { name: 'Come funziona Sporta' })).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: '2 di 3' })).toHaveTextContent('Scegli la fascia');
  });

  it('when next, a dot or the arrow keys are used, then the current slide changes', async () => {
    const onSlideChange = vi.fn();
    render(<Carousel label="Come funziona Sporta" slides={slides} onSlideChange={onSlideChange} />);
    expect(screen.getByRole('button', { name: 'Slide precedente' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Slide successiva' }));
    expect(onSlideChange).toHaveBeenLastCalledWith(1);
    expect(screen.getByRole('button', { name: 'Vai alla slide 2' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Vai alla slide 3' }));
    expect(screen.getByRole('button', { name: 'Slide successiva' })).toBeDisabled();
    screen.getByRole('list').focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(onSlideChange).toHaveBeenLastCalledWith(1);
  });

  it('while the smooth scroll to the slide asked for runs, then the slides it passes are not current', async () => {
    const onSlideChange = vi.fn();
    render(<Carousel label="Come funziona Sporta" slides={slides} onSlideChange={onSlideChange} />);
    // jsdom lays nothing out and scrolls nothing: the track is 300px wide and each frame of the
    // browser's smooth scroll is one scroll event at a new scrollLeft.
    const track = screen.getByRole('list');
    let left = 0;
    Object.defineProperties(track, {
      clientWidth: { value: 300 },
      scrollLeft: { get: () => left },
    });
    const scrollTo = vi.fn();
    track.scrollTo = scrollTo;
    const frame = (scrollLeft: number) => {
      left = scrollLeft;
      fireEvent.scroll(track);
    };
    const dot = (n: number) => screen.getByRole('button', { name: `Vai alla slide ${n}` });

    await userEvent.click(screen.getByRole('button', { name: 'Slide successiva' }));
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 300 });
    frame(12); // the first frame still shows mostly slide 1
    expect(dot(2)).toHaveAttribute('aria-current', 'true');
    track.focus();
    await userEvent.keyboard('{ArrowRight}'); // pressed again before the scroll has ended
    expect(dot(3)).toHaveAttribute('aria-current', 'true');
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 600 });
    frame(150);
    frame(400); // passing over slide 2
    expect(dot(3)).toHaveAttribute('aria-current', 'true');
    frame(600);
    fireEvent(track, new Event('scrollend'));
    expect(onSlideChange.mock.calls).toEqual([[1], [2]]);

    // A swipe back: with no slide asked for, the track tells the current slide.
    frame(450);
    frame(300);
    fireEvent(track, new Event('scrollend'));
    expect(dot(2)).toHaveAttribute('aria-current', 'true');
    expect(onSlideChange).toHaveBeenLastCalledWith(1);
  });

  it('given one slide, then there are no controls', () => {
    render(<Carousel label="Offerte" slides={slides.slice(0, 1)} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
