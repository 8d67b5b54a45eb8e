import './features/app-shell/app-cache-start';
import { hydrate, type QueryClient } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { hydrationStarted, markHydrated } from './lib/hydration';
import { i18n, prepareLanguage } from './lib/i18n';
import './styles/index.css';
import { App } from './app/app';
import { createQueryClient } from './app/providers';
import { preloadRoute } from './app/router';
import { CURRENCY_COOKIE, SSR_STATE_ID, type SsrState } from './lib/ssr-state';
import { useCurrencyStore } from './features/currency';

function readServerState(): SsrState | null {
  const script = document.getElementById(SSR_STATE_ID);
  if (!script?.textContent) return null;
  try {
    return JSON.parse(script.textContent) as SsrState;
  } catch {
    return null;
  }
}

/** The server renders prices in the shopper's currency when it knows it from this cookie. */
function mirrorCurrencyCookie(currency: string): void {
  document.cookie = `${CURRENCY_COOKIE}=${encodeURIComponent(currency)}; path=/; max-age=31536000; samesite=lax`;
}
mirrorCurrencyCookie(useCurrencyStore.getState().currency);
useCurrencyStore.subscribe((state, prev) => {
  if (state.currency !== prev.currency) mirrorCurrencyCookie(state.currency);
});

/**
 * A page opened by address, link from elsewhere or reload has no router key in its history entry,
 * and the router would call every such entry 'default': the scroll position saved for one was
 * restored on the next (layout.tsx), jumping a freshly opened page to where another was left.
 * Each entry gets its own key here, before the router reads it; a reload keeps it.
 */
function keyHistoryEntry(): void {
  const state = (window.history.state ?? {}) as { key?: unknown };
  if (typeof state.key === 'string') return;
  window.history.replaceState({ ...state, key: Math.random().toString(36).slice(2, 10) }, '');
}
keyHistoryEntry();

const tree = (client: QueryClient) => (
  <StrictMode>
    <BrowserRouter>
      <App queryClient={client} />
    </BrowserRouter>
  </StrictMode>
);

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Not top-level await: page chunks import from the entry chunk, which would still be evaluating
 * while it awaited them — a deadlock.
 */
async function start(root: HTMLElement): Promise<void> {
  // The entry's evaluation, reading the server's state and matching the route were one task of
  // 35-50 ms on our machine (200-300 ms on a 6x slower phone): each is a task of its own now, so
  // the browser can paint and take input between them.
  await nextTask();
  const server = readServerState();
  const client = createQueryClient();
  if (server) hydrate(client, server.queries);
  await nextTask();
  // The page's chunk and texts first, so the first render neither suspends nor flashes English.
  await Promise.all([prepareLanguage(server?.namespaces), preloadRoute(window.location.pathname)]);
  // The server rendered in the language and currency of its cookies; a browser whose stored
  // choice differs (cookies not set yet) renders the page itself instead of hydrating.
  const sameAsServer = server !== null && root.firstElementChild !== null && server.language === i18n.language && server.currency === useCurrencyStore.getState().currency;
  if (sameAsServer) {
    hydrationStarted();
    // A transition lets React hydrate in slices, keeping the main thread free for input.
    startTransition(() => {
      hydrateRoot(root, tree(client), {
        onRecoverableError: (error) => console.warn('Hydration fell back to a browser render', error),
      });
    });
  } else {
    // Nothing to hydrate: queries that wait for hydration may go at once.
    markHydrated();
    createRoot(root).render(tree(client));
  }
}

const root = document.getElementById('root');
if (root) void start(root);
