/**
 * spec: shopping §9 "Chunk load timeout 120 s". An island whose code has not arrived 120 s after
 * it was asked for shows the notice its server-rendered HTML holds (`data-island-late`: the
 * island's own catalogue texts) instead of leaving the shopper waiting for ever; its button
 * reloads the page, since the browser keeps a module that never arrived pending and would not ask
 * again. If the code arrives after all, the notice goes. Used by the cart directive only: the
 * intent directive is on /login, whose script budget has no room for it.
 */
export const CHUNK_TIMEOUT_MS = 120_000;
export const ISLAND_LATE_ATTRIBUTE = 'data-island-late';

export function withChunkDeadline<T>(
  load: () => Promise<T>,
  island: HTMLElement,
  deadline = CHUNK_TIMEOUT_MS,
): () => Promise<T> {
  return () => {
    let notice: Element | undefined;
    const timer = setTimeout(() => {
      notice = showLate(island);
    }, deadline);
    return load().finally(() => {
      clearTimeout(timer);
      notice?.remove();
    });
  };
}

function showLate(island: HTMLElement): Element | undefined {
  const held = island.querySelector<HTMLElement>(`[${ISLAND_LATE_ATTRIBUTE}]`);
  if (!held) return undefined;
  // A copy outside the island: the island's own markup stays as its code expects to find it.
  const notice = held.cloneNode(true) as HTMLElement;
  notice.removeAttribute(ISLAND_LATE_ATTRIBUTE);
  notice.hidden = false;
  notice.setAttribute('role', 'alert');
  notice.querySelector('button')?.addEventListener('click', () => location.reload());
  document.body.append(notice);
  return notice;
}
