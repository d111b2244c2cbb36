/**
 * `client:intent="cart"`: hydrates an overlay's island on the first sign that the shopper wants
 * it — pointer over or focus on a button that opens it or on the island itself, a click, or the
 * shell asking for it (a reload with the drawer open, an action opening a dialog) — never on
 * idle. The shell opens the server-rendered dialog at once meanwhile, so nothing waits for the
 * download. Its code, like every lazy island's, has 120 s to arrive (chunk-deadline.ts).
 */
import type { ClientDirective } from 'astro';
import {
  ISLAND_READY_EVENT,
  OVERLAY_HISTORY_KEY,
  OVERLAY_REQUEST_EVENT,
} from '../overlay/overlay-request';
import { withChunkDeadline } from './chunk-deadline';

const INTENT_EVENTS = ['pointerover', 'focusin', 'click'] as const;
const HELD_EVENTS = ['click', 'submit'] as const;

/**
 * Hydrates `island` on the first intent; `ownsTarget` says what counts as the island (its parts
 * rendered elsewhere in the page too, cart-directive.ts). Returns `hydrate`.
 */
export function hydrateOnIntent(
  load: Parameters<ClientDirective>[0],
  id: string,
  island: HTMLElement,
  ownsTarget = (target: Element) => island.contains(target),
): () => Promise<void> {
  const opener = `[data-overlay-open="${CSS.escape(id)}"]`;
  let started = false;

  // What the shopper did inside the server-rendered island before it came alive: a click on a
  // button, a form's submit. Held back (a submit must not post the form natively) and done again
  // once the island says it is live (island-ready.ts), so no press is lost.
  let heldBack: (() => void) | undefined;
  const holdBack = (event: Event) => {
    if (!(event.target instanceof Element) || !ownsTarget(event.target)) return;
    if (event.type === 'submit' && event.target instanceof HTMLFormElement) {
      const form = event.target;
      const submitter = (event as SubmitEvent).submitter;
      event.preventDefault();
      heldBack = () => form.requestSubmit(submitter);
    } else if (event.type === 'click') {
      const button = event.target.closest('button');
      if (button && button.type === 'button') heldBack = () => button.click();
    }
  };
  // Only islands that say when they are live (a `data-signals-ready` root, island-ready.ts).
  const signalsReady = island.querySelector('[data-signals-ready]') !== null;
  if (signalsReady) for (const type of HELD_EVENTS) document.addEventListener(type, holdBack, true);

  const hydrate = async () => {
    if (started) return;
    started = true;
    for (const type of INTENT_EVENTS) document.removeEventListener(type, onIntent, true);
    window.removeEventListener(OVERLAY_REQUEST_EVENT, onRequest);
    const ready = new Promise((resolve) =>
      island.addEventListener(ISLAND_READY_EVENT, resolve, { once: true }),
    );
    const run = await load();
    await run();
    if (!signalsReady) return;
    await ready;
    for (const type of HELD_EVENTS) document.removeEventListener(type, holdBack, true);
    heldBack?.();
  };
  // The island's own server-rendered content counts too: a form hydrates when the shopper
  // points at it or moves into it (/login), not while the page is still loading.
  function onIntent(event: Event) {
    if (!(event.target instanceof Node)) return;
    const element = event.target instanceof Element ? event.target : event.target.parentElement;
    if (element && (element.closest(opener) || ownsTarget(element))) void hydrate();
  }
  function onRequest(event: Event) {
    if ((event as CustomEvent<string>).detail === id) void hydrate();
  }

  for (const type of INTENT_EVENTS) document.addEventListener(type, onIntent, true);
  window.addEventListener(OVERLAY_REQUEST_EVENT, onRequest);
  if (history.state?.[OVERLAY_HISTORY_KEY] === id) void hydrate();
  return hydrate;
}

/**
 * The island's parts rendered elsewhere in the page count as it too: elements saying
 * `data-intent-for="{id}"` (the 'save to a list' buttons of cards and lines, features/lists).
 */
const intent: ClientDirective = (load, options, island) => {
  const id = String(options.value);
  const part = `[data-intent-for="${CSS.escape(id)}"]`;
  // spec: shopping §9 "Chunk load timeout 120 s" (chunk-deadline.ts).
  hydrateOnIntent(
    withChunkDeadline(load, island),
    id,
    island,
    (target) => island.contains(target) || !!target.closest(part),
  );
};

export default intent;
