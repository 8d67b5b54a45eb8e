import { useRef } from 'react';

/**
 * Radix returns focus to a Dialog.Trigger; full-screen overlays opened by a page's own buttons
 * remember what had focus when they opened and give focus back to it on close. Only an element of
 * the page counts: if the content mounts again while open (a suspended child), focus is already
 * inside the overlay (matched by `insideSelector`) or on the body.
 */
export function useReturnFocus(insideSelector: string): { onOpenAutoFocus(): void; onCloseAutoFocus(event: Event): void } {
  const returnFocus = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus() {
      const active = document.activeElement;
      if (active instanceof HTMLElement && active !== document.body && !active.closest(insideSelector)) returnFocus.current = active;
    },
    onCloseAutoFocus(event) {
      const target = returnFocus.current;
      returnFocus.current = null;
      if (target?.isConnected) {
        event.preventDefault();
        target.focus();
      }
    },
  };
}
