import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while the server renders and while the browser hydrates that HTML, true afterwards (and
 * at once in a page rendered only in the browser). Anything read from browser storage (guest
 * cart, guest favourites) is shown only when this is true, so the first browser render matches
 * the server's and the stored values follow right after.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
