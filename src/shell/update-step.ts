/**
 * What 'Aggiorna ora' does (issue 30: a reload never loses a form being typed or a cart change
 * in flight): a form typed in is asked about first ('Aggiorna comunque' confirms), then the
 * reload waits for the requests under way (a cart change being saved) and happens when none is.
 */
export type UpdateStep = 'reload' | 'typing' | 'waiting';

export function updateStep(state: {
  formBeingTyped: boolean;
  requestsPending: number;
  /** The shopper already chose 'Aggiorna comunque' over their form. */
  typingConfirmed: boolean;
}): UpdateStep {
  if (state.formBeingTyped && !state.typingConfirmed) return 'typing';
  return state.requestsPending > 0 ? 'waiting' : 'reload';
}
