// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ISLAND_READY_EVENT } from '../overlay/overlay-request';
import { CHUNK_TIMEOUT_MS, SHARED_LATE_ID } from './chunk-deadline';
import intent from './intent-directive';

/**
 * `client:intent` on an island the shopper can press before it is live (/login's form): a
 * submit before hydration never posts the form natively and is done again once the island says
 * it is live; islands that do not say so are left alone.
 */
function island(signals: boolean) {
  const element = document.createElement('astro-island');
  element.innerHTML = `<div ${signals ? 'data-signals-ready' : ''}><form method="post"><button type="submit">Accedi</button></form></div>`;
  document.body.append(element);
  return element;
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('the client:intent directive', () => {
  it('given a submit before the island is live, then it is held back and submitted again once live', async () => {
    const element = island(true);
    const form = element.querySelector('form') as HTMLFormElement;
    const submits: boolean[] = [];
    let becomeLive = () => {};
    const live = new Promise<void>((resolve) => {
      becomeLive = resolve;
    });
    intent(
      async () => async () => {
        // The component's first effect: its own handler, then "I am live".
        await live;
        form.addEventListener('submit', (event) => {
          submits.push(event.defaultPrevented);
          event.preventDefault();
        });
        element.firstElementChild?.dispatchEvent(new Event(ISLAND_READY_EVENT, { bubbles: true }));
      },
      { name: 'intent', value: 'login-page' },
      element,
    );
    const early = new Event('submit', { bubbles: true, cancelable: true });
    form.querySelector('button')?.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    form.dispatchEvent(early);
    expect(early.defaultPrevented).toBe(true);
    expect(submits).toEqual([]);
    becomeLive();
    await expect.poll(() => submits.length).toBe(1);
  });

  it('given an island that does not say when it is live, then its presses are not touched', () => {
    const element = island(false);
    intent(async () => async () => {}, { name: 'intent', value: 'cart' }, element);
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    element.querySelector('form')?.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(false);
  });

  it("given an island whose code never arrives, then the shell's notice shows after 120 s (shopping §9)", () => {
    vi.useFakeTimers();
    try {
      const notice = document.createElement('div');
      notice.id = SHARED_LATE_ID;
      notice.hidden = true;
      notice.textContent = 'Una parte della pagina non è arrivata';
      document.body.append(notice);
      const element = island(false);
      intent(() => new Promise(() => undefined), { name: 'intent', value: 'cart' }, element);
      element.querySelector('button')?.dispatchEvent(new Event('pointerover', { bubbles: true }));
      vi.advanceTimersByTime(CHUNK_TIMEOUT_MS - 1);
      expect(document.querySelector('[role="alert"]')).toBeNull();
      vi.advanceTimersByTime(1);
      expect(document.querySelector('[role="alert"]')).toHaveTextContent(
        'Una parte della pagina non è arrivata',
      );
    } finally {
      vi.useRealTimers();
    }
  });
});
