/**
 * Resolves once a server-rendered page has hydrated (app/layout.tsx), at once on the server and
 * for a page the browser renders itself (main.tsx), and after 5 s whatever happens.
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

export function markHydrated(): void {
  open();
}

export const afterHydration = (): Promise<void> => gate;
