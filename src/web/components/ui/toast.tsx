import { lazy, Suspense, useRef, useState, type CSSProperties } from 'react';
import { create } from 'zustand';
import type { ToastPlacement } from './toast-placement';

/** shop.md §9: at most 3 toasts shown, 4 s by default. */
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

export function toast(input: ToastInput): number {
  return useToasts.getState().push(input);
}

/** Dismisses the toast shown under `key`, if any: its cause has been resolved. */
export function dismissToast(key: string): void {
  useToasts.getState().dismissKey(key);
}

/** What was pressed inside a toast. Radix reports a press outside a dialog on click, when a closed toast has already left the page. */
const pressedInToasts = new WeakSet<EventTarget>();

/**
 * For a dialog's `onPointerDownOutside`: toasts sit outside every dialog, and pressing one (its
 * close button, its action) must not close the dialog under it.
 */
export function keepOpenOnToast(event: { target: EventTarget | null; preventDefault(): void }): void {
  const { target } = event;
  if (target && (pressedInToasts.has(target) || (target instanceof Element && target.closest('[data-toast-region]')))) event.preventDefault();
}

// The toasts themselves (their view, timers and placement) load with the first toast: most
// visits show none, and the region they go in is on the page from the start.
const ToastList = lazy(() => import('./toast-list').then((m) => ({ default: m.ToastList })));

/** Where the region is placed, once measured while toasts are shown (toast-list.tsx). */
export interface PlacedRegion {
  placement: ToastPlacement | null;
  width: number | null;
}

export function Toaster() {
  const toasts = useToasts((s) => s.toasts);
  const ref = useRef<HTMLOListElement>(null);
  const [{ placement, width }, setPlaced] = useState<PlacedRegion>({ placement: null, width: null });
  const [wanted, setWanted] = useState(false);
  if (toasts.length > 0 && !wanted) setWanted(true);
  // Until measured (and on the server): bottom centre on phones, bottom right elsewhere, clear of the header.
  const style: CSSProperties | undefined =
    placement && width !== null ? { left: placement.left, right: 'auto', top: placement.top ?? 'auto', bottom: placement.bottom ?? 'auto', width, margin: 0 } : undefined;
  // The live region stays one element from the first render on: a region added together with its
  // first message is not announced by every screen reader.
  return (
    <ol
      ref={ref}
      aria-live="polite"
      data-toast-region=""
      data-testid="toast-region"
      onPointerDownCapture={(e) => pressedInToasts.add(e.target)}
      style={style}
      className="pointer-events-none fixed inset-x-4 bottom-4 z-[100] mx-auto flex max-w-sm flex-col gap-2 sm:left-auto sm:right-4 sm:mx-0 sm:w-full"
    >
      {wanted ? (
        <Suspense fallback={null}>
          <ToastList region={ref} toasts={toasts} onPlaced={setPlaced} />
        </Suspense>
      ) : null}
    </ol>
  );
}
