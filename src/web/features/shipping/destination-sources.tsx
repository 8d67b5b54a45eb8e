import { createContext, useContext, type ReactNode } from 'react';

/** An address as the destination needs it: its country (a code, or an older English name) and city. */
export type AddressLike = { country?: string | null; city?: string | null } | null;

/**
 * Where the shopper's last checkout address comes from. It is the orders feature's, and checkout
 * (in orders) shows shipping's windows, so shipping may not import orders back (a circle): the
 * app hands the hook in (app/layout.tsx), as sizing gets the cart's. A hook kept in a constant,
 * so the order queries run only for a signed-in shopper on a page that shows a window.
 */
export interface DestinationSources {
  useLastAddress(enabled: boolean): AddressLike;
}

const none: DestinationSources = { useLastAddress: () => null };
const DestinationSourcesContext = createContext<DestinationSources>(none);

export function DestinationSourcesProvider({ sources, children }: { sources: DestinationSources; children: ReactNode }) {
  return <DestinationSourcesContext.Provider value={sources}>{children}</DestinationSourcesContext.Provider>;
}

export const useDestinationSources = (): DestinationSources => useContext(DestinationSourcesContext);
