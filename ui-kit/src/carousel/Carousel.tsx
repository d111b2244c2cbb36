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

/**
 * Home slides and the first-visit tutorial (spec: account §1, §2 "a swipe carousel"). The
 * track is a native scroll-snap scroller, so swiping needs no script; arrows, the buttons and
 * the dots move it too. No autoplay: nothing moves unless the shopper moves it.
 */
export function Carousel({ label, slides, onSlideChange }: CarouselProps) {
  const track = useRef<HTMLUListElement>(null);
  const [current, setCurrent] = useState(0);

  const goTo = (index: number) => {
    const target = Math.max(0, Math.min(slides.length - 1, index));
    show(target);
    // Optional call: jsdom (unit tests) has no Element.scrollTo.
    track.current?.scrollTo?.({ left: target * track.current.clientWidth });
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
          const element = event.currentTarget;
          if (element.clientWidth > 0) show(Math.round(element.scrollLeft / element.clientWidth));
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
