/**
 * Toast notifications of the shell (spec: account §8/§9: up to 5 stacked, 5000 ms default;
 * default titles per kind).
 */
import { atom } from 'nanostores';

export type ToastKind = 'error' | 'warning' | 'success' | 'info';

export interface Toast {
  id: string;
  kind: ToastKind;
  message: string;
  title?: string;
  /** A link the toast offers (the app's push notification: features/native-app). */
  action?: { label: string; href: string };
  /** Shown as a modal to acknowledge, not in the stack (showInPopupCode: message-popup.ts). */
  popup?: boolean;
}

export interface ToastInput {
  kind: ToastKind;
  message: string;
  title?: string;
  action?: { label: string; href: string };
  popup?: boolean;
  /** Milliseconds before the toast goes away by itself. */
  duration?: number;
}

export const TOAST_DURATION_MS = 5000;
export const TOAST_STACK_MAX = 5;

export const $toasts = atom<readonly Toast[]>([]);

const timers = new Map<string, ReturnType<typeof setTimeout>>();
let sequence = 0;

export function showToast({ duration = TOAST_DURATION_MS, ...toast }: ToastInput): string {
  sequence += 1;
  const id = `toast-${sequence}`;
  const stack = [...$toasts.get(), { id, ...toast }];
  for (const dropped of stack.splice(0, Math.max(0, stack.length - TOAST_STACK_MAX))) {
    clearTimer(dropped.id);
  }
  $toasts.set(stack);
  timers.set(
    id,
    setTimeout(() => dismissToast(id), duration),
  );
  return id;
}

export function dismissToast(id: string): void {
  clearTimer(id);
  $toasts.set($toasts.get().filter((toast) => toast.id !== id));
}

export function clearToasts(): void {
  for (const id of timers.keys()) clearTimer(id);
  $toasts.set([]);
}

function clearTimer(id: string): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
}
