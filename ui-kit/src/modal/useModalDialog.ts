/**
 * Drives a native `<dialog>` as a controlled modal: `open` in, `onClose` out. `showModal()`
 * gives the focus trap, the inert page and Escape for free; this hook keeps the element in
 * step with the prop, turns Escape and backdrop clicks into `onClose`, and puts focus back
 * where it was (browsers do, but not when the opener was re-rendered in between).
 * Used by Drawer, Dialog and ConfirmDialog.
 */
import { type RefObject, useEffect, useLayoutEffect, useRef } from 'react';

// SSR renders no layout effects; the dialog only ever opens in the browser.
const useBrowserLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

export function useModalDialog(
  open: boolean,
  onClose: () => void,
  { closeOnBackdrop = true }: { closeOnBackdrop?: boolean } = {},
): RefObject<HTMLDialogElement | null> {
  const ref = useRef<HTMLDialogElement>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const latest = useRef({ open, onClose, closeOnBackdrop });
  latest.current = { open, onClose, closeOnBackdrop };
  const wasOpen = useRef(false);

  useBrowserLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      returnFocusTo.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
      showModal(dialog);
    } else if (!open && dialog.open && wasOpen.current) {
      // Only a dialog this hook opened is closed by it: a server-rendered dialog the page opened
      // before its island hydrated stays open while a stale first render catches up (the owner's
      // store already says open; closing it here would drop the shopper's click).
      closeModal(dialog);
      restoreFocus(returnFocusTo.current);
    }
    wasOpen.current = open;
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // Escape: keep the element open and let the owner decide (it is a controlled component).
    const onCancel = (event: Event) => {
      event.preventDefault();
      latest.current.onClose();
    };
    // Chromium closes without a cancelable `cancel` on a second Escape with no user activation
    // in between (close-watcher anti-abuse rule); report that close too. The event is queued: a
    // close of ours followed at once by a reopen (No, then Enter again) delivers it to an open
    // dialog, which it must not close.
    const onNativeClose = () => {
      if (latest.current.open && !dialog.open) latest.current.onClose();
    };
    // A click whose target is the <dialog> itself landed on the ::backdrop: the content
    // fills the element edge to edge, so its own clicks always target a child.
    const onClick = (event: MouseEvent) => {
      if (event.target === dialog && latest.current.closeOnBackdrop) latest.current.onClose();
    };
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('close', onNativeClose);
    dialog.addEventListener('click', onClick);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('close', onNativeClose);
      dialog.removeEventListener('click', onClick);
      if (dialog.open) {
        closeModal(dialog);
        restoreFocus(returnFocusTo.current);
      }
    };
  }, []);

  return ref;
}

// jsdom (unit tests) and very old browsers lack showModal: fall back to the open attribute so
// the content still renders; the real modal behaviour is proven in Chromium by the stories.
function showModal(dialog: HTMLDialogElement) {
  if (typeof dialog.showModal === 'function') dialog.showModal();
  else dialog.setAttribute('open', '');
}

function closeModal(dialog: HTMLDialogElement) {
  if (typeof dialog.close === 'function') dialog.close();
  else dialog.removeAttribute('open');
}

function restoreFocus(element: HTMLElement | null) {
  if (element?.isConnected) element.focus();
}
