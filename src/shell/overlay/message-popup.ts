/**
 * Messages of answers as the shopper sees them (spec: shopping §8): a toast, or — for a code the
 * installation lists in showInPopupCode (SHOW_IN_POPUP_CODES, put on the page by Shell.astro) —
 * a modal notification she has to acknowledge. Loaded with the EBSN core (ebsn.ts), never before
 * a request. A popup is a toast marked `popup` that stays until acknowledged: the toast store
 * already mounts ShellNotices on its first entry, which draws it with MessagePopup.tsx (loaded
 * only then) — nothing added to the shell every page loads.
 */
import type { ToastEvent } from '@sporta/sdk';
import { showToast } from './toasts';

/** The largest delay a browser timer takes (~24 days): in practice, until acknowledged. */
const UNTIL_ACKNOWLEDGED_MS = 2 ** 31 - 1;

/** The listed codes, as the page carries them (comma-separated, trimmed). */
export function popupCodes(root: ParentNode = document): string[] {
  const listed = root.querySelector<HTMLElement>('[data-shell-notices]')?.dataset.popupCodes ?? '';
  return listed
    .split(',')
    .map((code) => code.trim())
    .filter(Boolean);
}

export function showMessage({ kind, message, code }: ToastEvent): void {
  const popup = code !== undefined && popupCodes().includes(code);
  showToast({ kind, message, ...(popup && { popup, duration: UNTIL_ACKNOWLEDGED_MS }) });
}
