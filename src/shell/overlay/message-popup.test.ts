// @vitest-environment jsdom
/**
 * showInPopupCode (spec: shopping §8): a message whose code the page lists becomes a modal
 * notification that stays until acknowledged; any other message, coded or not, stays a toast.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { popupCodes, showMessage } from './message-popup';
import { $toasts, clearToasts, dismissToast, TOAST_DURATION_MS } from './toasts';

beforeEach(() => {
  // No toast from a file that ran before in this worker (their stores are shared, their own
  // toasts' timers real): each test asserts the whole list.
  clearToasts();
  vi.useFakeTimers();
  document.body.innerHTML =
    '<div data-shell-notices data-popup-codes="STORE_CLOSED, SLOT_LOST"></div>';
});
afterEach(() => {
  clearToasts();
  vi.useRealTimers();
  document.body.replaceChildren();
});

describe('message popups', () => {
  it('reads the listed codes from the page, trimmed', () => {
    expect(popupCodes()).toEqual(['STORE_CLOSED', 'SLOT_LOST']);
    document.body.innerHTML = '<div data-shell-notices></div>';
    expect(popupCodes()).toEqual([]);
  });

  it('given a listed code, then a popup waits to be acknowledged, past any toast time', () => {
    showMessage({ kind: 'error', message: 'Il negozio è chiuso', code: 'SLOT_LOST' });
    vi.advanceTimersByTime(TOAST_DURATION_MS * 100);
    expect($toasts.get()).toMatchObject([
      { kind: 'error', message: 'Il negozio è chiuso', popup: true },
    ]);
    dismissToast($toasts.get()[0]?.id ?? '');
    expect($toasts.get()).toEqual([]);
  });

  it('given an unlisted code or none, then a toast as before, gone after its time', () => {
    showMessage({ kind: 'warning', message: 'Fascia quasi esaurita', code: 'OTHER' });
    showMessage({ kind: 'success', message: 'Prodotto aggiunto' });
    expect($toasts.get()).toEqual([
      { id: expect.any(String), kind: 'warning', message: 'Fascia quasi esaurita' },
      { id: expect.any(String), kind: 'success', message: 'Prodotto aggiunto' },
    ]);
    vi.advanceTimersByTime(TOAST_DURATION_MS);
    expect($toasts.get()).toEqual([]);
  });

  it('given no list on the page, then every message is a toast', () => {
    document.body.innerHTML = '<div data-shell-notices></div>';
    showMessage({ kind: 'error', message: 'Il negozio è chiuso', code: 'STORE_CLOSED' });
    expect($toasts.get()).toMatchObject([{ message: 'Il negozio è chiuso' }]);
    expect($toasts.get()[0]?.popup).toBeUndefined();
  });
});
