import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $toasts, clearToasts, dismissToast, showToast, TOAST_STACK_MAX } from './toasts';

describe('toasts', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    clearToasts();
  });
  afterEach(() => vi.useRealTimers());

  it('given a toast, when 5000 ms pass, then it goes away by itself', () => {
    showToast({ kind: 'success', message: 'Prodotto aggiunto' });
    vi.advanceTimersByTime(4999);
    expect($toasts.get()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect($toasts.get()).toHaveLength(0);
  });

  it('given a custom duration, then it is honoured', () => {
    showToast({ kind: 'info', message: 'x', duration: 3000 });
    vi.advanceTimersByTime(3000);
    expect($toasts.get()).toHaveLength(0);
  });

  it('given more than five toasts, then only the five newest stay', () => {
    for (let n = 1; n <= 7; n += 1) showToast({ kind: 'error', message: `errore ${n}` });
    expect($toasts.get().map((toast) => toast.message)).toEqual([
      'errore 3',
      'errore 4',
      'errore 5',
      'errore 6',
      'errore 7',
    ]);
    expect($toasts.get()).toHaveLength(TOAST_STACK_MAX);
  });

  it('given a dismissed toast, then its timer no longer touches the stack', () => {
    const first = showToast({ kind: 'warning', message: 'a' });
    dismissToast(first);
    const second = showToast({ kind: 'warning', message: 'b' });
    vi.advanceTimersByTime(4000);
    expect($toasts.get().map((toast) => toast.id)).toEqual([second]);
  });
});
