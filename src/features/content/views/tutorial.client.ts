/**
 * The tutorial's few lines of browser script (TutorialDialog.astro): it opens once per tutorial
 * id, and only after the cookie choice — the banner is the first thing a new browser answers,
 * and a modal dialog over it would hide it and make it inert. Its slides move with the arrows,
 * the dots, the arrow keys on the row, or a swipe; the dots and arrows follow whatever moved it.
 */

const SEEN_KEY = 'sporta.tutorialsSeen';

export function openTutorial(): void {
  const dialog = document.querySelector<HTMLDialogElement>('dialog[data-tutorial-id]');
  const id = dialog?.dataset.tutorialId;
  if (!dialog || !id) return;
  for (const set of dialog.querySelectorAll<HTMLElement>('[data-tutorial-slides]')) wireSlides(set);
  const seen = seenTutorials();
  if (seen.includes(id)) return;
  // The cookie banner's state is read from the page, not from the shell's store: importing it
  // would split the store into a chunk of its own, a request more on every page (/login too).
  // Once the shell is wired it has shown the banner if no choice is stored; its holder is
  // hidden again once the shopper has chosen.
  const banner = document.querySelector<HTMLElement>('[data-cookie-banner]');
  const chosen = () =>
    document.documentElement.dataset.shell === 'ready' && (!banner || banner.hidden);
  const open = () => {
    watch.disconnect();
    localStorage.setItem(SEEN_KEY, JSON.stringify([...seen, id].slice(-20)));
    dialog.showModal();
  };
  const watch = new MutationObserver(() => {
    if (chosen()) open();
  });
  if (chosen()) {
    open();
    return;
  }
  watch.observe(document.documentElement, { attributeFilter: ['data-shell'] });
  if (banner) watch.observe(banner, { attributeFilter: ['hidden'] });
}

function seenTutorials(): unknown[] {
  try {
    const seen: unknown = JSON.parse(localStorage.getItem(SEEN_KEY) ?? '[]');
    return Array.isArray(seen) ? seen : [];
  } catch {
    // A blocked or garbled storage: shown as never seen, which only shows the tutorial again.
    return [];
  }
}

/** The slide the row mostly shows, or null while it has no width (its set is hidden). */
const slideAt = (row: HTMLElement) =>
  row.clientWidth > 0 ? Math.round(row.scrollLeft / row.clientWidth) : null;

/** One set of slides (desktop or mobile): its row, arrows and dots kept in step. */
function wireSlides(set: HTMLElement): void {
  const row = set.querySelector<HTMLElement>('ul');
  if (!row) return;
  const count = row.children.length;
  const dots = [...set.querySelectorAll<HTMLButtonElement>('[data-slide]')];
  const arrows = [...set.querySelectorAll<HTMLButtonElement>('[data-step]')];
  let current = 0;
  // The slide a button or a key asked for while the smooth scroll to it runs: the frames that
  // still mostly show the slide it leaves must not make that one current again.
  let heading: number | null = null;

  const show = (index: number) => {
    current = index;
    dots.forEach((dot, at) => {
      dot.setAttribute('aria-current', String(at === index));
    });
    for (const arrow of arrows) {
      const step = Number(arrow.dataset.step);
      // aria-disabled, not disabled: the arrow keeps the focus at the first and last slide.
      arrow.setAttribute('aria-disabled', String(index + step < 0 || index + step >= count));
    }
  };
  const goTo = (index: number) => {
    const target = Math.max(0, Math.min(count - 1, index));
    if (target === current && slideAt(row) === target) return;
    show(target);
    heading = slideAt(row) === target ? null : target;
    row.scrollTo({ left: target * row.clientWidth });
  };

  for (const dot of dots) dot.addEventListener('click', () => goTo(Number(dot.dataset.slide)));
  for (const arrow of arrows)
    arrow.addEventListener('click', () => goTo(current + Number(arrow.dataset.step)));
  row.addEventListener('keydown', (event) => {
    if (event.key === 'ArrowRight') goTo(current + 1);
    else if (event.key === 'ArrowLeft') goTo(current - 1);
    else return;
    event.preventDefault();
  });
  row.addEventListener(
    'scroll',
    () => {
      const slide = slideAt(row);
      if (slide === null) return;
      if (heading !== null) {
        if (slide !== heading) return;
        heading = null;
      }
      if (slide !== current) show(slide);
    },
    { passive: true },
  );
  row.addEventListener('scrollend', () => {
    heading = null;
    const slide = slideAt(row);
    if (slide !== null && slide !== current) show(slide);
  });
  // A swipe or a wheel while a smooth scroll runs: the row follows the shopper.
  row.addEventListener('pointerdown', (event) => {
    if (event.pointerType !== 'mouse') heading = null;
  });
  row.addEventListener(
    'wheel',
    () => {
      heading = null;
    },
    { passive: true },
  );
}
