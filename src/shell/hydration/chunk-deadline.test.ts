// @vitest-environment jsdom
/**
 * The chunk load timeout (spec: shopping §9 "Chunk load timeout 120 s"), on fake timers: the
 * island's held notice shows at 120 s, not before, and goes when the code arrives after all.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_TIMEOUT_MS, withChunkDeadline } from './chunk-deadline';

function island(): HTMLElement {
  const element = document.createElement('astro-island');
  element.innerHTML =
    '<div data-island-late hidden><p>In ritardo</p><button type="button">Ricarica la pagina</button></div>';
  document.body.append(element);
  return element;
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

  it('shows nothing when the code arrives in time', async () => {
    const load = withChunkDeadline(() => Promise.resolve('code'), island());
    await load();
    vi.advanceTimersByTime(CHUNK_TIMEOUT_MS);
    expect(document.querySelector('[role="alert"]')).toBeNull();
  });
});
