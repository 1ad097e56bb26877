/**
 * A tiny toast queue (SPEC §9 "Toasts: default 2000 ms; also 3000 and 5000 ms; limit toast
 * 7000 ms"). Any screen calls `showToast`; the one <ToastRegion> in the in-app shell reads it.
 */
import { create } from 'zustand';
import { DEFAULT_TOAST_MS } from '../../../domain/timings.ts';

/** SPEC §9 default toast duration. */
export { DEFAULT_TOAST_MS };

export interface Toast {
  id: number;
  message: string;
  /** 'warning' toasts get a warning icon and label, never colour alone. */
  tone: 'info' | 'warning';
  durationMs: number;
}

interface ToastState {
  toasts: Toast[];
}

export const useToastStore = create<ToastState>()(() => ({ toasts: [] }));

let nextId = 1;
const timers = new Map<number, ReturnType<typeof setTimeout>>();

export function dismissToast(id: number): void {
  const timer = timers.get(id);
  if (timer !== undefined) clearTimeout(timer);
  timers.delete(id);
  useToastStore.setState((state) => ({ toasts: state.toasts.filter((toast) => toast.id !== id) }));
}

/** Shows a translated message for `durationMs`; returns its id. */
export function showToast(
  message: string,
  {
    durationMs = DEFAULT_TOAST_MS,
    tone = 'info',
  }: Partial<Pick<Toast, 'durationMs' | 'tone'>> = {},
): number {
  const id = nextId++;
  useToastStore.setState((state) => ({
    toasts: [...state.toasts, { id, message, tone, durationMs }],
  }));
  timers.set(
    id,
    setTimeout(() => dismissToast(id), durationMs),
  );
  return id;
}

/** Removes every toast (tests, logout). */
export function clearToasts(): void {
  for (const id of [...timers.keys()]) dismissToast(id);
  useToastStore.setState({ toasts: [] });
}
