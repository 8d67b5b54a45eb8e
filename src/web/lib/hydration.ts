/**
 * Resolves once a server-rendered page has hydrated (app/layout.tsx) and the browser is idle, at
 * once on the server, soon for a page the browser renders itself (main.tsx), and after 5 s
 * whatever happens.
 *
 * Why: a query answer that lands while React is still hydrating is a store update, and React
 * finishes the hydration synchronously to apply it — measured on the home page as one task of
 * ~140 ms (550 ms in Lighthouse's 4x simulation) instead of slices. Queries whose answers are
 * not needed to hydrate (the session, a recheck of exchange rates) wait for this first.
 */
let open: () => void = () => undefined;
const gate = new Promise<void>((resolve) => {
  open = resolve;
});
if (typeof window === 'undefined') open();
else setTimeout(() => open(), 5_000);

/**
 * Called when the page's own boundary has hydrated. Boundaries inside it (each product card) may
 * still be hydrating, and an answer that re-renders them (a price, a favourite heart) would force
 * them through at once: the gate opens when the main thread is first idle after that.
 */
export function markHydrated(): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => open(), { timeout: 2_000 });
  else setTimeout(() => open(), 200);
}

export const afterHydration = (): Promise<void> => gate;
