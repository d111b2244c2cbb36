/**
 * spec: shopping §9 "Chunk load timeout 120 s". A lazy island (every directive of README.md)
 * whose code has not arrived 120 s after it was asked for shows a notice instead of leaving the
 * shopper waiting for ever: the island's own (`data-island-late` in its server-rendered HTML, with
 * its own catalogue texts: the cart controls) or else the shell's one shared notice
 * (`#island-late`, Shell.astro). Its button reloads the page, since the browser keeps a module
 * that never arrived pending and would not ask again. If the code arrives after all, the notice
 * goes; several late islands sharing the shell's notice show it once, until the last arrives.
 */
export const CHUNK_TIMEOUT_MS = 120_000;
export const ISLAND_LATE_ATTRIBUTE = 'data-island-late';
export const SHARED_LATE_ID = 'island-late';

export function withChunkDeadline<T>(
  load: () => Promise<T>,
  island: HTMLElement,
  deadline = CHUNK_TIMEOUT_MS,
): () => Promise<T> {
  return () => {
    let arrived: (() => void) | undefined;
    const timer = setTimeout(() => {
      arrived = showLate(island);
    }, deadline);
    return load().finally(() => {
      clearTimeout(timer);
      arrived?.();
    });
  };
}

/** The notices shown, by the markup they copy, with how many islands are still late. */
const shown = new Map<Element, { notice: HTMLElement; late: number }>();

/** Shows the island's notice; answers what to do once its code has arrived. */
function showLate(island: HTMLElement): (() => void) | undefined {
  const held =
    island.querySelector(`[${ISLAND_LATE_ATTRIBUTE}]`) ?? document.getElementById(SHARED_LATE_ID);
  if (!held) return undefined;
  let entry = shown.get(held);
  if (!entry) {
    entry = { notice: copyOf(held), late: 0 };
    shown.set(held, entry);
    document.body.append(entry.notice);
  }
  const showing = entry;
  showing.late += 1;
  return () => {
    showing.late -= 1;
    if (showing.late > 0) return;
    showing.notice.remove();
    shown.delete(held);
  };
}

/** A copy outside the island: the island's own markup stays as its code expects to find it. */
function copyOf(held: Element): HTMLElement {
  const notice = held.cloneNode(true) as HTMLElement;
  notice.removeAttribute(ISLAND_LATE_ATTRIBUTE);
  notice.removeAttribute('id');
  notice.hidden = false;
  notice.setAttribute('role', 'alert');
  notice.querySelector('button')?.addEventListener('click', () => location.reload());
  return notice;
}
