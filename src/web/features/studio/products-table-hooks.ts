import { useCallback, useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';

const subscribeNothing = () => () => undefined;

/** Whether a media query matches; false on the server and in the first (hydrating) render. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window === 'undefined' || !window.matchMedia) return subscribeNothing();
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => typeof window !== 'undefined' && !!window.matchMedia && window.matchMedia(query).matches,
    () => false,
  );
}

/**
 * The app's scroll restoration (app/layout.tsx) sends every new address without a hash to the top of
 * the page, which is right for a new page but not for a filter or a search typed halfway down the
 * dashboard. What to do instead runs in the frame after the address changed, once that reset is done.
 */
export function useAfterAddressChange() {
  const location = useLocation();
  const pending = useRef<(() => void) | null>(null);
  useLayoutEffect(() => {
    const run = pending.current;
    if (!run) return;
    pending.current = null;
    const frame = requestAnimationFrame(run);
    return () => cancelAnimationFrame(frame);
  }, [location.key]);
  return useCallback((run: () => void) => {
    pending.current = run;
  }, []);
}
