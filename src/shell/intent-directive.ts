/**
 * `client:intent="cart"`: hydrates an overlay's island on the first sign that the shopper wants
 * it — pointer over or focus on a button that opens it, a click, or the shell asking for it (a
 * reload with the drawer open, an action opening a dialog) — never on idle. The shell opens the
 * server-rendered dialog at once meanwhile, so nothing waits for the download.
 */
import type { ClientDirective } from 'astro';
import { OVERLAY_HISTORY_KEY, OVERLAY_REQUEST_EVENT } from './overlay-request';

const INTENT_EVENTS = ['pointerover', 'focusin', 'click'] as const;

const intent: ClientDirective = (load, options) => {
  const id = String(options.value);
  const opener = `[data-overlay-open="${CSS.escape(id)}"]`;
  let started = false;

  const hydrate = async () => {
    if (started) return;
    started = true;
    for (const type of INTENT_EVENTS) document.removeEventListener(type, onIntent, true);
    window.removeEventListener(OVERLAY_REQUEST_EVENT, onRequest);
    const run = await load();
    await run();
  };
  function onIntent(event: Event) {
    if (event.target instanceof Element && event.target.closest(opener)) void hydrate();
  }
  function onRequest(event: Event) {
    if ((event as CustomEvent<string>).detail === id) void hydrate();
  }

  for (const type of INTENT_EVENTS) document.addEventListener(type, onIntent, true);
  window.addEventListener(OVERLAY_REQUEST_EVENT, onRequest);
  if (history.state?.[OVERLAY_HISTORY_KEY] === id) void hydrate();
};

export default intent;
