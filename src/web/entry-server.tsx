// Server rendering of the same app the browser runs (built by `vite build --ssr` into
// dist/web-ssr, used by src/server/plugins/ssr.ts). The first paint of a page no longer waits for
// its JavaScript and API calls: the HTML arrives with the page's public data, which the browser
// picks up to hydrate (main.tsx).
import { dehydrate, hydrate, QueryClient, type DehydratedState, type Query } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { matchRoutes, StaticRouter } from 'react-router';
import { DEFAULT_CURRENCY, isCurrencyCode, type CurrencyCode } from '@domain/money';
import { App } from './app/app';
import { createQueryClient } from './app/providers';
import { preloadRoute, routes } from './app/router';
import { PUBLIC_QUERY_ROOTS, type SsrState } from './lib/ssr-state';
import { useCurrencyStore } from './features/currency';
import { loadMaintenanceScreen, MAINTENANCE_SCREEN_MODULE } from './features/app-shell';
import { ApiError } from './lib/api-client';
import type { LanguageCode } from './lib/i18n';
import { Translator, type Bundle, type Resources } from './lib/translator';

export interface RenderInput {
  /** Path and query of the page, e.g. `/products?page=2`. */
  url: string;
  language: LanguageCode;
  currency: CurrencyCode;
  /** The shop is in maintenance and this visitor gets the maintenance page (plugins/maintenance.ts). */
  maintenance?: boolean;
}

export interface RenderOutput {
  html: string;
  state: SsrState;
  /** Product and hero images the page shows first (preload hints for the LCP image), with their srcset when they have one. */
  images: PreloadImage[];
  /** Source modules of the page's route chunks (keys of the build manifest), to preload. */
  modules: string[];
  /** 404 when what the address names does not exist (an unknown product or designer), so search engines drop it. */
  status: 200 | 404;
}

const bundles = import.meta.glob<{ default: Bundle }>('./locales/*/*.json', { eager: true });
const resources: Resources = {};
for (const [file, mod] of Object.entries(bundles)) {
  const [, lang, ns] = /locales\/([^/]+)\/([^/]+)\.json$/.exec(file) ?? [];
  if (!lang || !ns) continue;
  (resources[lang] ??= {})[ns] = mod.default;
}

// Every text of both languages is here, so a render never waits for one.
const base = new Translator({ resources, language: 'en', fallbackLanguage: 'en', defaultNamespace: 'common', fallbackNamespace: 'common' });

/** A per-request translator that records the namespaces the render used. */
function requestI18n(language: LanguageCode): { i18n: Translator; used: Set<string> } {
  const i18n = base.clone(language);
  return { i18n, used: i18n.usedNamespaces };
}

/** Public data the render may fetch (never a session's). */
const fetchable = (query: Query) => typeof query.queryKey[0] === 'string' && PUBLIC_QUERY_ROOTS.has(query.queryKey[0]);

/**
 * Exchange rates go to the browser dated 0, so it rechecks them at once (their freshness warning
 * is about the moment it is shown); unchanged rates then re-render nothing (structural sharing),
 * where fetching them only in the browser re-rendered every price on the page after hydration.
 */
function recheckRates(state: DehydratedState): DehydratedState {
  return { ...state, queries: state.queries.map((q) => (q.queryKey[0] === 'exchange_rates' ? { ...q, state: { ...q.state, dataUpdatedAt: 0 } } : q)) };
}

function renderApp(url: string, client: QueryClient, i18n: Translator, currency: CurrencyCode): string {
  // renderToString is synchronous, so the one shared store holds this request's currency for
  // exactly this render. Components read a store's initial state on the server (zustand's server
  // snapshot), which in the browser is the stored currency: both are set.
  const previous = useCurrencyStore.getState().currency;
  // The object zustand hands out as the server snapshot (it is the store's, not a copy).
  const initial = useCurrencyStore.getInitialState();
  const initialCurrency = initial.currency;
  useCurrencyStore.setState({ currency });
  initial.currency = currency;
  try {
    return renderToString(
      <StrictMode>
        <StaticRouter location={url}>
          <App queryClient={client} i18n={i18n} />
        </StaticRouter>
      </StrictMode>,
    );
  } finally {
    useCurrencyStore.setState({ currency: previous });
    initial.currency = initialCurrency;
  }
}

/** Whether the server renders an address (the pages marked `ssr` in the router). */
export { isServerRendered } from './app/router';

/** Whether an address is one of the app's pages (the catch-all not-found route is not). */
export function routeExists(pathname: string): boolean {
  const leaf = matchRoutes(routes, pathname)?.at(-1)?.route;
  return leaf !== undefined && leaf.path !== '*';
}

const MAX_PASSES = 4;

/**
 * Renders until the page asks for no more public data (a product page asks for its related
 * products only once the product is there). The last render saw exactly the data handed to the
 * browser (every query either succeeded or was never fetched), so hydration meets the same
 * markup; after a failed query it renders once more from the handed-over data alone.
 * Queries run through `fetch` on relative `/api/...` URLs, which the server answers in-process.
 */
export async function render(input: RenderInput): Promise<RenderOutput> {
  const currency = isCurrencyCode(input.currency) ? input.currency : DEFAULT_CURRENCY;
  const pathname = new URL(input.url, 'http://localhost').pathname;
  // During maintenance every address renders the maintenance page: its chunk must be here before
  // the first pass, or the page went out as the Suspense spinner (issue 35).
  const [routeModules] = await Promise.all([preloadRoute(pathname), input.maintenance ? loadMaintenanceScreen() : null]);
  const modules = input.maintenance ? [...routeModules, MAINTENANCE_SCREEN_MODULE] : routeModules;
  const { i18n, used } = requestI18n(input.language);
  const fetching = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity, gcTime: Infinity } } });
  const tried = new Set<string>();
  let html = '';
  let failed = false;
  let missing = false;
  for (let pass = 0; pass < MAX_PASSES; pass += 1) {
    used.clear();
    html = renderApp(input.url, fetching, i18n, currency);
    const wanted = fetching
      .getQueryCache()
      .getAll()
      .filter((q) => q.state.status === 'pending' && !tried.has(q.queryHash) && fetchable(q));
    // A boundary that suspended (a lazy component) is retried once its chunk is in.
    const suspended = html.includes('<!--$!-->');
    if (wanted.length === 0 && !suspended) break;
    for (const q of wanted) tried.add(q.queryHash);
    const fail = (err: unknown) => {
      failed = true;
      if (err instanceof ApiError && err.status === 404) missing = true;
    };
    await Promise.all([...wanted.map((q) => q.fetch().catch(fail)), new Promise((r) => setTimeout(r, suspended ? 5 : 0))]);
  }
  const queries = recheckRates(dehydrate(fetching));
  fetching.clear();
  if (failed) {
    // A failed query is not handed over (the browser retries it): render what the browser will see.
    const client = createQueryClient();
    hydrate(client, queries);
    used.clear();
    html = renderApp(input.url, client, i18n, currency);
    client.clear();
  }
  return {
    html,
    state: { language: input.language, currency, namespaces: [...used].filter((ns) => ns !== 'common'), queries },
    images: firstImages(html),
    modules,
    status: missing || !routeExists(pathname) ? 404 : 200,
  };
}

export interface PreloadImage {
  src: string;
  srcset?: string;
  sizes?: string;
}

const unescape = (v: string) => v.replace(/&amp;/g, '&');

/** Eager images, in page order: the browser should fetch these before anything else it finds late. */
function firstImages(html: string): PreloadImage[] {
  const found: PreloadImage[] = [];
  for (const m of html.matchAll(/<img\b[^>]*>/g)) {
    const tag = m[0];
    if (/\bloading="lazy"/.test(tag) || !/fetchPriority="high"|fetchpriority="high"/i.test(tag)) continue;
    const src = /\bsrc="([^"]+)"/.exec(tag)?.[1];
    if (!src) continue;
    // A preload must name the same candidates as the image, or the browser fetches twice.
    const srcset = /\bsrcSet="([^"]+)"|\bsrcset="([^"]+)"/.exec(tag);
    const sizes = /\bsizes="([^"]+)"/.exec(tag)?.[1];
    const set = srcset?.[1] ?? srcset?.[2];
    found.push({ src: unescape(src), ...(set ? { srcset: unescape(set) } : {}), ...(set && sizes ? { sizes: unescape(sizes) } : {}) });
  }
  return found.slice(0, 2);
}
