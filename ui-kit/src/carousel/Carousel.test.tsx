import { render, screen } from '@testing-library/react';
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

  it('given one slide, then there are no controls', () => {
    render(<Carousel label="Offerte" slides={slides.slice(0, 1)} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
