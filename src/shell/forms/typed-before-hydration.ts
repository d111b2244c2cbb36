/**
 * What the shopper typed into a server-rendered field before its island hydrated (on their first
 * focus, `client:intent`): kept as the form's starting value, never reset to empty.
 */
export function typedBeforeHydration(id: string): string {
  return fieldOf(id)?.value ?? '';
}

/**
 * Whether the shopper typed into the field and left it before the island hydrated: its blur
 * came before React's handlers did, so the island checks it once live (the "on blur" check).
 */
export function leftBeforeHydration(id: string): boolean {
  const field = fieldOf(id);
  return field !== null && field.value !== '' && field !== document.activeElement;
}

/** Whether the shopper ticked a server-rendered checkbox (a consent) before its island hydrated. */
export function checkedBeforeHydration(id: string): boolean {
  const field = fieldOf(id);
  return field !== null && 'checked' in field && field.checked;
}

/** Whether the shopper is in the field now (it has the focus): nothing is written into it for her. */
export function writingIn(id: string): boolean {
  const field = fieldOf(id);
  return field !== null && field === document.activeElement;
}

const fieldOf = (id: string) =>
  typeof document === 'undefined'
    ? null
    : document.querySelector<HTMLInputElement | HTMLSelectElement>(`#${CSS.escape(id)}`);
