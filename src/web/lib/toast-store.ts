// The toasts' store: any code may show or dismiss a toast (the offline queue's reports too), so it
// lives below the components; components/ui/toast.tsx shows them.
import { create } from 'zustand';

/** docs/requirements/shop.md §9: at most 3 toasts shown, 4 s by default. */
export const MAX_TOASTS = 3;
export const TOAST_DURATION_MS = 4_000;

export interface ToastInput {
  title: string;
  description?: string;
  variant?: 'default' | 'success' | 'destructive' | 'warning';
  durationMs?: number;
  action?: { label: string; onClick: () => void };
  /**
   * What the toast is about. A new toast replaces a shown one with the same key (three taps on +
   * leave one 'Cart Updated', not three), and the code that resolves its cause dismisses it by key.
   */
  key?: string;
}
export interface ToastItem extends ToastInput {
  id: number;
}

/** The shown toasts after `item` arrives: newest first, one per key, at most MAX_TOASTS. */
export function withToast(toasts: readonly ToastItem[], item: ToastItem): ToastItem[] {
  const others = item.key === undefined ? toasts : toasts.filter((t) => t.key !== item.key);
  return [item, ...others].slice(0, MAX_TOASTS);
}

interface ToastState {
  toasts: ToastItem[];
  push(t: ToastInput): number;
  dismiss(id: number): void;
  dismissKey(key: string): void;
}

let nextId = 1;
export const useToasts = create<ToastState>((set) => ({
  toasts: [],
  push: (input) => {
    const id = nextId++;
    set((s) => ({ toasts: withToast(s.toasts, { ...input, id }) }));
    return id;
  },
  dismiss: (id) => set((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) })),
  dismissKey: (key) => set((s) => (s.toasts.some((t) => t.key === key) ? { toasts: s.toasts.filter((t) => t.key !== key) } : s)),
}));

/** The id of the last toast shown so far (0 before any): a dialog notes it as it opens. */
export const lastToastId = (): number => nextId - 1;

/**
 * The toasts that give way to a dialog opened after toast `openedAfter` when they cannot sit clear
 * of it (a tall dialog on a phone): those shown before it opened, which reported the step before
 * the dialog and have been read. An error or a toast with an action stays: it still asks something.
 */
export function toastsYieldingTo(toasts: readonly ToastItem[], openedAfter: number): number[] {
  return toasts.filter((t) => t.id <= openedAfter && t.variant !== 'destructive' && !t.action).map((t) => t.id);
}

export function toast(input: ToastInput): number {
  return useToasts.getState().push(input);
}

/** Dismisses the toast shown under `key`, if any: its cause has been resolved. */
export function dismissToast(key: string): void {
  useToasts.getState().dismissKey(key);
}
