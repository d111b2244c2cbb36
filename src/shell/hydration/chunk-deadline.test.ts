// @vitest-environment jsdom
/**
 * The chunk load timeout (spec: shopping §9 "Chunk load timeout 120 s"), on fake timers: the
 * island's held notice shows at 120 s, not before, and goes when the code arrives after all.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_TIMEOUT_MS, withChunkDeadline } from './chunk-deadline';
import { LATE, sharedNotice } from './late-notice.test-helpers';

function island(ownNotice = true): HTMLElement {
  const element = document.createElement('astro-island');
  if (ownNotice)
    element.innerHTML =
      '<div data-island-late hidden><p>In ritardo</p><button type="button">Ricarica la pagina</button></div>';
  document.body.append(element);
  return element;
}

/** A load whose code arrives only when told to. */
function stalled(): { load: () => Promise<string>; arrive: () => void } {
  let arrive: (value: string) => void = () => undefined;
  const load = () =>
    new Promise<string>((resolve) => {
      arrive = resolve;
    });
  return { load, arrive: () => arrive('code') };
}

describe('withChunkDeadline', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('shows the notice 120 s after the code was asked for, and removes it when it arrives', async () => {
    let arrive: (value: string) => void = () => undefined;
    const load = withChunkDeadline(
      () => new Promise<string>((resolve) => (arrive = resolve)),
      island(),
    );
    const loaded = load();
    vi.advanceTimersByTime(CHUNK_TIMEOUT_MS - 1);
    expect(document.querySelector('[role="alert"]')).toBeNull();
    vi.advanceTimersByTime(1);
    const notice = document.querySelector('[role="alert"]');
    expect(notice).toHaveTextContent('In ritardo');
    expect(notice).toBeVisible();
    arrive('code');
    await expect(loaded).resolves.toBe('code');
    expect(document.querySelector('[role="alert"]')).toBeNull();
  });

  it("uses the shell's shared notice for an island without its own, once for several late islands", async () => {
    sharedNotice();
    const first = stalled();
    const second = stalled();
    const loadedFirst = withChunkDeadline(first.load, island(false))();
    const loadedSecond = withChunkDeadline(second.load, island(false))();
    vi.advanceTimersByTime(CHUNK_TIMEOUT_MS);
    const notices = document.querySelectorAll('[role="alert"]');
    expect(notices).toHaveLength(1);
    expect(notices[0]).toHaveTextContent(LATE);
    expect(notices[0]).toBeVisible();
    expect(notices[0]?.id).toBe('');
    first.arrive();
    await loadedFirst;
    expect(document.querySelector('[role="alert"]')).not.toBeNull();
    second.arrive();
    await loadedSecond;
    expect(document.querySelector('[role="alert"]')).toBeNull();
  });

  it("prefers the island's own notice to the shell's", () => {
    sharedNotice();
    void withChunkDeadline(stalled().load, island())();
    vi.advanceTimersByTime(CHUNK_TIMEOUT_MS);
    expect(document.querySelector('[role="alert"]')).toHaveTextContent('In ritardo');
    expect(document.querySelectorAll('[role="alert"]')).toHaveLength(1);
  });

  it('shows nothing when the code arrives in time', async () => {
    const load = withChunkDeadline(() => Promise.resolve('code'), island());
    await load();
    vi.advanceTimersByTime(CHUNK_TIMEOUT_MS);
    expect(document.querySelector('[role="alert"]')).toBeNull();
  });
});
