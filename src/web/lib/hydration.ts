/**
 * Resolves once a server-rendered page has hydrated (app/layout.tsx) and the browser is idle, at
 * once on the server, soon for a page the browser renders itself (main.tsx), and 5 s after
 * hydration began whatever happens (30 s after the script started if it never begins).
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
else setTimeout(() => open(), 30_000);

/**
 * Called just before React starts to hydrate (main.tsx). The 5 s way out counts from here, not
 * from the script's start: on a slow phone the page's chunks and texts can take longer than 5 s
 * to arrive, and an answer landing before hydration began is one landing while it runs.
 */
export function hydrationStarted(): void {
  setTimeout(() => open(), 5_000);
}

/**
 * Called when the page's own boundary has hydrated. Boundaries inside it (each product card) may
 * still be hydrating, and an answer that re-renders them (a price, a favourite heart) would force
 * them through at once: the gate opens when the main thread is first idle after that.
 */
export function markHydrated(): void {
  if (typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback(
      () => {
        open();
        openPage();
      },
      { timeout: 2_000 },
    );
    // No timeout here: an idle callback runs only once no task is queued, so React has hydrated
    // every boundary it could.
    window.requestIdleCallback(() => settle());
  } else {
    setTimeout(() => {
      open();
      openPage();
      settle();
    }, 200);
  }
}

export const afterHydration = (): Promise<void> => gate;

/**
 * Like `afterHydration`, without the 5 s way out: only once the page's own boundary has hydrated
 * (30 s at most). For the session: the studio's and the console's pages render their shell while
 * the account is unknown, and a page boundary that hydrated after the session had answered
 * rendered the signed-in page over the server's shell, which React threw away (#418, issue 41).
 * Asking for it sooner gains nothing: until the page has hydrated nobody can use it.
 */
let openPage: () => void = () => undefined;
const pageGate = new Promise<void>((resolve) => {
  openPage = resolve;
});
if (typeof window === 'undefined') openPage();
else setTimeout(() => openPage(), 30_000);

export const afterPageHydrated = (): Promise<void> => pageGate;

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
