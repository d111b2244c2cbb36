// @vitest-environment jsdom
/**
 * `client:idle-deadline` and `client:visible-deadline`: Astro's `client:idle` and `client:visible`
 * (their timing and options unchanged) with the chunk load timeout of every lazy island (spec:
 * shopping §9 "Chunk load timeout 120 s"), on fake timers and a stand-in idle callback and
 * IntersectionObserver (jsdom has neither).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ClientDirective } from 'astro';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_TIMEOUT_MS } from './chunk-deadline';
import idleDeadline from './idle-directive';
import { LATE, sharedNotice } from './late-notice.test-helpers';
import visibleDeadline from './visible-directive';

function island(): HTMLElement {
  const element = document.createElement('astro-island');
  element.innerHTML = '<form><button type="button">Salva</button></form>';
  document.body.append(element);
  return element;
}

/** An island's load whose code arrives only when told to, counting when it was asked for. */
function stalledCode() {
  const code = { asked: 0, hydrated: 0, arrive: () => {} };
  const load = () => {
    code.asked += 1;
    return new Promise<() => Promise<void>>((resolve) => {
      code.arrive = () =>
        resolve(async () => {
          code.hydrated += 1;
        });
    });
  };
  return { code, load };
}

const late = () => document.querySelector('[role="alert"]');

/** A directive's options: Astro hands on the attribute's object (`{{ timeout: 500 }}`) as it is, though it types the value a string. */
const options = (name: string, value: object | '' = '') =>
  ({ name, value }) as unknown as Parameters<ClientDirective>[1];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  sharedNotice();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

describe('the client:idle-deadline directive', () => {
  let idle: { run: () => void; options?: IdleRequestOptions | undefined };
  beforeEach(() => {
    idle = { run: () => {} };
    vi.stubGlobal('requestIdleCallback', (run: () => void, options?: IdleRequestOptions) => {
      idle = { run, options };
      return 1;
    });
  });

  it('given a busy browser, then the code is not asked for; once idle, Astro hydrates it as ever', async () => {
    const { code, load } = stalledCode();
    idleDeadline(load, options('idle-deadline', { timeout: 500 }), island());
    expect(code.asked).toBe(0);
    expect(idle.options).toEqual({ timeout: 500 });
    idle.run();
    expect(code.asked).toBe(1);
    code.arrive();
    await vi.waitFor(() => expect(code.hydrated).toBe(1));
    vi.advanceTimersByTime(CHUNK_TIMEOUT_MS);
    expect(late()).toBeNull();
  });

  it("given code that has not arrived 120 s after idle asked for it, then the shell's notice shows until it does", async () => {
    const { code, load } = stalledCode();
    idleDeadline(load, options('idle-deadline'), island());
    vi.advanceTimersByTime(CHUNK_TIMEOUT_MS);
    expect(late()).toBeNull();
    idle.run();
    vi.advanceTimersByTime(CHUNK_TIMEOUT_MS - 1);
    expect(late()).toBeNull();
    vi.advanceTimersByTime(1);
    expect(late()).toHaveTextContent(LATE);
    code.arrive();
    await vi.waitFor(() => expect(code.hydrated).toBe(1));
    expect(late()).toBeNull();
  });
});

describe('the client:visible-deadline directive', () => {
  let seen: {
    show: () => void;
    options?: IntersectionObserverInit | undefined;
    watched: Element[];
  };
  beforeEach(() => {
    seen = { show: () => {}, watched: [] };
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(report: IntersectionObserverCallback, options?: IntersectionObserverInit) {
          const entry = { isIntersecting: true } as IntersectionObserverEntry;
          seen.options = options;
          seen.show = () => report([entry], this as unknown as IntersectionObserver);
        }
        observe(element: Element) {
          seen.watched.push(element);
        }
        disconnect() {}
      },
    );
  });

  it('given an island out of view, then its code is not asked for, however long; in view, it hydrates', async () => {
    const { code, load } = stalledCode();
    const element = island();
    visibleDeadline(load, options('visible-deadline', { rootMargin: '200px' }), element);
    expect(seen.options).toEqual({ rootMargin: '200px' });
    expect(seen.watched).toEqual([element.firstElementChild]);
    vi.advanceTimersByTime(CHUNK_TIMEOUT_MS * 2);
    expect(code.asked).toBe(0);
    expect(late()).toBeNull();
    seen.show();
    expect(code.asked).toBe(1);
    code.arrive();
    await vi.waitFor(() => expect(code.hydrated).toBe(1));
  });

  it("given code that has not arrived 120 s after the island came into view, then the shell's notice shows", () => {
    const { load } = stalledCode();
    visibleDeadline(load, options('visible-deadline'), island());
    seen.show();
    vi.advanceTimersByTime(CHUNK_TIMEOUT_MS - 1);
    expect(late()).toBeNull();
    vi.advanceTimersByTime(1);
    expect(late()).toHaveTextContent(LATE);
  });
});

describe("the shop's islands", () => {
  it('use no Astro directive without the deadline: client:idle-deadline, client:visible-deadline', () => {
    const root = join(import.meta.dirname, '..', '..');
    const files = (readdirSync(root, { recursive: true }) as string[]).filter((file) =>
      /\.astro$/.test(file),
    );
    const bare = /\bclient:(idle|visible)(?![\w-])/;
    expect(files.filter((file) => bare.test(readFileSync(join(root, file), 'utf8')))).toEqual([]);
  });
});
