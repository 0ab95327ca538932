/**
 * Toasts: short messages at the top centre of the page. Types and lifetimes follow the spec:
 * blank, error and custom last 4 s, success 2 s, loading until dismissed; at most 20 are kept.
 * A notice shown again while it is on screen (a login failing twice in a row) replaces it, so
 * the page says it once, for its full time, rather than stacking copies.
 */
import { FLASH_TOAST_KEY } from '@beats/contract/flash-toast';
import { atom } from 'nanostores';
import { raiseNeed } from './island-needs.ts';

export type ToastType = 'blank' | 'error' | 'success' | 'loading' | 'custom';

export interface ToastAction {
  label: string;
  onSelect: () => void;
  primary?: boolean;
}

export interface Toast {
  id: number;
  type: ToastType;
  message: string;
  /** Milliseconds on screen; Infinity keeps it until dismissed. */
  duration: number;
  actions?: ToastAction[];
}

export const TOAST_DURATIONS: Record<ToastType, number> = {
  blank: 4000,
  error: 4000,
  custom: 4000,
  success: 2000,
  loading: Number.POSITIVE_INFINITY,
};
export const MAX_TOASTS = 20;

export const $toasts = atom<Toast[]>([]);

let nextId = 1;
const timers = new Map<number, ReturnType<typeof setTimeout>>();

export function dismissToast(id: number): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
  $toasts.set($toasts.get().filter((t) => t.id !== id));
}

/**
 * Drops the toasts that ask something (they have actions): their question is about the page
 * being left. Plain notices stay through a client-side navigation.
 */
export function dismissPageToasts(): void {
  for (const t of $toasts.get()) if (t.actions) dismissToast(t.id);
}

export function showToast(
  type: ToastType,
  message: string,
  options: { duration?: number; actions?: ToastAction[] } = {},
): number {
  if (!options.actions) {
    for (const same of $toasts.get()) {
      if (!same.actions && same.type === type && same.message === message) dismissToast(same.id);
    }
  }
  const id = nextId++;
  const toast: Toast = { id, type, message, duration: options.duration ?? TOAST_DURATIONS[type] };
  if (options.actions) toast.actions = options.actions;
  const kept = [...$toasts.get(), toast];
  for (const dropped of kept.slice(0, Math.max(0, kept.length - MAX_TOASTS))) dismissToast(dropped.id);
  $toasts.set(kept.slice(-MAX_TOASTS));
  // The toaster hydrates on its first toast (island-needs.ts).
  raiseNeed('toasts');
  if (Number.isFinite(toast.duration)) {
    timers.set(
      id,
      setTimeout(() => dismissToast(id), toast.duration),
    );
  }
  return id;
}

export const toast = {
  blank: (message: string) => showToast('blank', message),
  success: (message: string) => showToast('success', message),
  error: (message: string) => showToast('error', message),
  loading: (message: string) => showToast('loading', message),
  custom: (message: string, options?: { duration?: number; actions?: ToastAction[] }) =>
    showToast('custom', message, options),
  dismiss: dismissToast,
};

/** A toast for the next page load, for messages that come with a navigation (e.g. logout). */
export function flashToast(type: ToastType, message: string): void {
  sessionStorage.setItem(FLASH_TOAST_KEY, JSON.stringify({ type, message }));
}

/** Shows the toast left by `flashToast`, once. Called by the toaster when it mounts. */
export function showFlashedToast(): void {
  const raw = sessionStorage.getItem(FLASH_TOAST_KEY);
  if (!raw) return;
  sessionStorage.removeItem(FLASH_TOAST_KEY);
  try {
    const { type, message } = JSON.parse(raw) as { type: ToastType; message: string };
    showToast(type, message);
  } catch {
    // A malformed entry is dropped: it was only a notice.
  }
}
