/**
 * What a submitted cookie banner stands for, read from the form itself: the pressed button
 * (`name="cookie-action"`) and, for 'save', the state of the boxes. Shared by the React
 * component and pages that render the banner as static HTML and wire it without React.
 */
export interface CookieChoice {
  analytics: boolean;
  profiling: boolean;
}

export type CookieAction = 'save' | 'reject' | 'accept';

export const COOKIE_ACTION_FIELD = 'cookie-action';

export function readCookieForm(
  form: HTMLFormElement,
  submitter: HTMLElement | null,
): { action: CookieAction; choice: CookieChoice } {
  const pressed = submitter instanceof HTMLButtonElement ? submitter.value : '';
  const action: CookieAction = pressed === 'accept' || pressed === 'reject' ? pressed : 'save';
  if (action === 'accept') return { action, choice: { analytics: true, profiling: true } };
  if (action === 'reject') return { action, choice: { analytics: false, profiling: false } };
  const data = new FormData(form);
  return { action, choice: { analytics: data.has('analytics'), profiling: data.has('profiling') } };
}

/** Puts the boxes back to a stored choice (a banner reopened after an abandoned edit). */
export function fillCookieForm(form: HTMLFormElement, choice: CookieChoice): void {
  for (const name of ['analytics', 'profiling'] as const) {
    const box = form.elements.namedItem(name);
    if (box instanceof HTMLInputElement) box.checked = choice[name];
  }
}
