import { addMessages, t } from '@sporta/i18n';
import { uiMedia } from '@sporta/i18n/messages/ui-media';
import { type KeyboardEvent, type ReactNode, useRef, useState } from 'react';
import { IconButton } from '../icon-button';
import { ChevronLeftIcon, ChevronRightIcon } from '../icons';
import styles from './carousel.module.css';

addMessages(uiMedia);

export interface CarouselSlide {
  id: string;
  content: ReactNode;
}

export interface CarouselProps {
  /** What the slides are: 'Offerte in evidenza', 'Come funziona Sporta'. */
  label: string;
  slides: readonly CarouselSlide[];
  /** Told when the visible slide changes (the tutorial remembers the last one seen). */
  onSlideChange?(index: number): void;
}

/** The slide the track mostly shows, or null while it has no width (hidden, or jsdom). */
function slideAt(element: HTMLElement): number | null {
  return element.clientWidth > 0 ? Math.round(element.scrollLeft / element.clientWidth) : null;
}

/**
 * Home slides and the first-visit tutorial (spec: account §1, §2 "a swipe carousel"). The
 * track is a native scroll-snap scroller, so swiping needs no script; arrows, the buttons and
 * the dots move it too. No autoplay: nothing moves unless the shopper moves it.
 */
export function Carousel({ label, slides, onSlideChange }: CarouselProps) {
  const track = useRef<HTMLUListElement>(null);
  const [current, setCurrent] = useState(0);
  // The slide that a button, a dot or an arrow key asked for, while the smooth scroll to it
  // runs. Its first frames still show mostly the slide it leaves: they must not make that one
  // current again (aria-current flicking back, onSlideChange told the old index, and a second
  // arrow press counted from the old slide).
  const heading = useRef<number | null>(null);

  const goTo = (index: number) => {
    const target = Math.max(0, Math.min(slides.length - 1, index));
    show(target);
    const element = track.current;
    // Optional call: jsdom (unit tests) has no Element.scrollTo.
    if (!element?.scrollTo) return;
    heading.current = slideAt(element) === target ? null : target;
    element.scrollTo({ left: target * element.clientWidth });
  };
  const show = (index: number) => {
    if (index === current) return;
    setCurrent(index);
    onSlideChange?.(index);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') goTo(current + 1);
    else if (event.key === 'ArrowLeft') goTo(current - 1);
    else return;
    event.preventDefault();
  };

  return (
    <section
      className={styles.carousel}
      aria-roledescription={t('ui.carousel.carousel')}
      aria-label={label}
    >
      <ul
        ref={track}
        className={styles.track}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scroller must be reachable by keyboard (WCAG 2.1.1)
        tabIndex={0}
        aria-label={label}
        onKeyDown={onKeyDown}
        onScroll={(event) => {
          const slide = slideAt(event.currentTarget);
          if (slide === null) return;
          if (heading.current !== null) {
            // On its way to the slide asked for: from the time it mostly shows it, the track
            // tells the current slide again.
            if (slide !== heading.current) return;
            heading.current = null;
          }
          show(slide);
        }}
        onScrollEnd={(event) => {
          heading.current = null;
          const slide = slideAt(event.currentTarget);
          if (slide !== null) show(slide);
        }}
        // The shopper takes over (a swipe, a wheel, a trackpad) while a smooth scroll runs:
        // the track follows them, not the slide asked for (browsers with no scrollend too).
        onPointerDown={(event) => {
          if (event.pointerType !== 'mouse') heading.current = null;
        }}
        onWheel={() => {
          heading.current = null;
        }}
      >
        {slides.map((slide, index) => (
          <li
            key={slide.id}
            className={styles.slide}
            aria-label={t('ui.carousel.position', { n: index + 1, total: slides.length })}
          >
            {slide.content}
          </li>
        ))}
      </ul>
      {slides.length > 1 ? (
        <div className={styles.controls}>
          <IconButton
            label={t('ui.carousel.previous')}
            disabled={current === 0}
            onClick={() => goTo(current - 1)}
          >
            <ChevronLeftIcon />
          </IconButton>
          <div className={styles.dots}>
            {slides.map((slide, index) => (
              <button
                key={slide.id}
                type="button"
                className={styles.dot}
                aria-label={t('ui.carousel.goTo', { n: index + 1 })}
                aria-current={index === current}
                onClick={() => goTo(index)}
              />
            ))}
          </div>
          <IconButton
            label={t('ui.carousel.next')}
            disabled={current === slides.length - 1}
            onClick={() => goTo(current + 1)}
          >
            <ChevronRightIcon />
          </IconButton>
        </div>
      ) : null}
    </section>
  );
}
