/**
 * What 'Aggiorna ora' does (issue 30: a reload never loses a form being typed or a cart change
 * in flight): a form typed in is asked about first ('Aggiorna comunque' confirms), then the
 * reload waits while the page is busy (a cart change being saved) and happens once it is not.
 */
export type UpdateStep = 'reload' | 'typing' | 'waiting';

export function updateStep(state: {
  formBeingTyped: boolean;
  /** Requests under way, or a part of the page saying `aria-busy` (the cart's steppers). */
  pageBusy: boolean;
  /** The shopper already chose 'Aggiorna comunque' over their form. */
  typingConfirmed: boolean;
}): UpdateStep {
  if (state.formBeingTyped && !state.typingConfirmed) return 'typing';
  return state.pageBusy ? 'waiting' : 'reload';
}
