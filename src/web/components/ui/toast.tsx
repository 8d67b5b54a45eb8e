import { lazy, Suspense, useRef, useState, type CSSProperties } from 'react';
import { useToasts } from '../../lib/toast-store';
import type { ToastPlacement } from './toast-placement';

// The store is in lib (anything may show a toast); this file shows them.
export {
  dismissToast,
  lastToastId,
  MAX_TOASTS,
  toast,
  TOAST_DURATION_MS,
  toastsYieldingTo,
  useToasts,
  withToast,
  type ToastInput,
  type ToastItem,
} from '../../lib/toast-store';

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
