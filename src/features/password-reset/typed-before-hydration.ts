/**
 * What the shopper typed into a server-rendered field before its island hydrated (on their first
 * focus, `client:intent`): kept as the form's starting value, never reset to empty.
 */
export function typedBeforeHydration(id: string): string {
  if (typeof document === 'undefined') return '';
  return document.querySelector<HTMLInputElement>(`#${CSS.escape(id)}`)?.value ?? '';
}
