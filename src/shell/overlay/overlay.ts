/**
 * Which drawer or dialog is open. One overlay at a time, shared by every island.
 * Opening pushes a history entry so the browser's Back closes the overlay instead of leaving
 * the page (spec: shopping §2 "With a dialog open, the back action closes the dialog").
 */
import { atom } from 'nanostores';
import { HOME_PATH, safeNextPath } from '../../platform/routes';
import { OVERLAY_HISTORY_KEY } from './overlay-request';

export type OverlayId = 'categories' | 'cart' | 'login' | (string & {});

/** The login dialog (features/auth); the shell opens it for an expired session or a guarded link. */
export const LOGIN_OVERLAY = 'login';

export const $overlay = atom<OverlayId | null>(null);

const HISTORY_MARK = OVERLAY_HISTORY_KEY;

/**
 * True from a close's `history.back()` until its popstate: an overlay opened in between (the
 * action that asked for a dialog went on after a network wait) gets its entry only then, so the
 * traversal lands on the page's own entry and not on the new overlay's.
 */
let backPending = false;

export function openOverlay(id: OverlayId): void {
  const current = $overlay.get();
  if (current === id) return;
  if (backPending) {
    $overlay.set(id);
    return;
  }
  // One entry for a run of overlays (login, then the cart it was for): Back closes whichever is open.
  if (current === null) history.pushState({ ...history.state, [HISTORY_MARK]: id }, '');
  else history.replaceState({ ...history.state, [HISTORY_MARK]: id }, '');
  $overlay.set(id);
}

export function closeOverlay(): void {
  if ($overlay.get() === null) return;
  $overlay.set(null);
  // Drop the entry opening pushed (once, however often it closes before the popstate).
  if (backPending || !history.state?.[HISTORY_MARK]) return;
  listenForBack();
  backPending = true;
  history.back();
}

/**
 * Leaves the page from an open overlay (signed in from a guarded link, on to that page): the
 * overlay's own history entry becomes the new page, so Back returns to the page as it was —
 * and no `history.back()` of a closing overlay can cancel the navigation. Only to a path of the
 * shop: `url` may come from a `next` parameter (issue 37).
 */
export function leavePageFromOverlay(url: string): void {
  $overlay.set(null);
  location.replace(safeNextPath(url) ?? HOME_PATH);
}

/**
 * Goes on to another page of the shop with an overlay open there (an order reopened for changes:
 * Home with its cart). The page is entered as `restoreOverlay` finds a reloaded one: an entry of
 * that page whose state names the overlay, over one without it — so closing the overlay (its
 * `history.back()`) stays on that page, as after `openOverlay`, and Back then leaves it. The page
 * left gives its entry to the new page, as `leavePageFromOverlay` does.
 */
export function leavePageWithOverlay(url: string, id: OverlayId): void {
  $overlay.set(null);
  history.replaceState(null, '', url);
  history.pushState({ [HISTORY_MARK]: id }, '', url);
  location.reload();
}

export function toggleOverlay(id: OverlayId): void {
  if ($overlay.get() === id) closeOverlay();
  else openOverlay(id);
}

/**
 * A reload, or a return to this history entry, finds the drawer as the shopper left it: the
 * entry opening pushed still says which (spec: shopping §9 "Persisted locally: drawer state").
 */
export function restoreOverlay(): void {
  const id: unknown = history.state?.[HISTORY_MARK];
  if (typeof id === 'string' && $overlay.get() === null) $overlay.set(id);
}

let listening = false;

/** Back (popstate) with an overlay open closes it. Safe to call from every island. */
export function listenForBack(): void {
  if (listening) return;
  listening = true;
  window.addEventListener('popstate', () => {
    if (backPending) {
      // Our own close landed: an overlay opened meanwhile now takes its entry.
      backPending = false;
      const open = $overlay.get();
      if (open !== null) history.pushState({ ...history.state, [HISTORY_MARK]: open }, '');
      return;
    }
    if ($overlay.get() !== null) $overlay.set(null);
  });
}

/**
 * An overlay that answers, with what it answers: the dialog asks and the dialog answers through
 * the same value, so an answer of another type is a compile error, not a flow gone astray.
 */
export interface AnsweringOverlay<Answer> {
  readonly id: OverlayId;
  /** Never set: carries the answer's type (in and out, so no other answer type fits). */
  readonly answers?: (answer: Answer) => Answer;
}

export const answeringOverlay = <Answer>(id: OverlayId): AnsweringOverlay<Answer> => ({ id });

/** The login dialog answers true once the shopper has signed in. */
export const LOGIN_DIALOG = answeringOverlay<true>(LOGIN_OVERLAY);

/**
 * An overlay that answers: the spec's dialogs that "return" a value (login → signed in,
 * address → 'setTimeslot', timeslot → 'setAddress') are awaited by store actions, so their
 * flows read as plain async code (`if (!(await requireLogin())) return;`). Resolves with what
 * `answerOverlay` is given, or undefined when the shopper closes it another way (Escape, Back,
 * another overlay).
 */
let asked: { id: OverlayId; answer: Promise<unknown>; resolve(value: unknown): void } | undefined;

export function askOverlay<Answer>(overlay: AnsweringOverlay<Answer>): Promise<Answer | undefined> {
  const { id } = overlay;
  // Asked again while it is open (cart changes met by one expired session): one dialog, and
  // every action that asked gets its answer.
  if (asked?.id === id) return asked.answer as Promise<Answer | undefined>;
  settleAsked(undefined);
  let resolve!: (value: unknown) => void;
  const answer = new Promise((done) => {
    resolve = done;
  });
  asked = { id, answer, resolve };
  openOverlay(id);
  return answer as Promise<Answer | undefined>;
}

/**
 * The open overlay's answer: resolves its `askOverlay`, then closes it — after the action that
 * asked has run on (`if (await requireLogin()) openOverlay('cart')`): an overlay it opens takes
 * this one's place instead of being closed by this one's history entry going back.
 */
export function answerOverlay<Answer>(
  overlay: AnsweringOverlay<Answer>,
  value: NoInfer<Answer>,
): void {
  const answered = $overlay.get();
  // Only the action that asked this overlay gets its answer; another asker is left to the close.
  if (asked?.id === overlay.id) settleAsked(value);
  setTimeout(() => {
    if ($overlay.get() === answered) closeOverlay();
  });
}

function settleAsked(value: unknown): void {
  const current = asked;
  asked = undefined;
  current?.resolve(value);
}

$overlay.listen((id) => {
  if (asked && id !== asked.id) settleAsked(undefined);
});
