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
  if (typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback(() => open(), { timeout: 2_000 });
    // No timeout here: an idle callback runs only once no task is queued, so React has hydrated
    // every boundary it could.
    window.requestIdleCallback(() => settle());
  } else {
    setTimeout(() => {
      open();
      settle();
    }, 200);
  }
}

export const afterHydration = (): Promise<void> => gate;

/**
 * Resolves once every boundary of a server-rendered page has hydrated, with no early way out
 * short of 30 s. For changes that alter what the page renders everywhere (the language): a
 * boundary still holding server HTML would hydrate with the new texts, React would find they
 * differ from the HTML and throw it away (error #418). `afterHydration`'s 5 s and 2 s ways out
 * are right for queries, which only delay hydration when they land early, but a slow phone
 * under load takes longer than that to hydrate the home page.
 */
let settle: () => void = () => undefined;
const settled = new Promise<void>((resolve) => {
  settle = resolve;
});
if (typeof window === 'undefined') settle();
else setTimeout(() => settle(), 30_000);

export const afterHydrationSettled = (): Promise<void> => settled;
