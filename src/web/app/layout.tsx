import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Outlet, useLocation, useNavigationType } from 'react-router';
import { preloadDialog } from '../components/ui/dialog';
import { Toaster } from '../components/ui/toast';
import { DesignerGateDialog, useMeId, useRememberAccount, useSignOutElsewhere } from '../features/accounts';
import { readJson, safeLocalStorage, STORAGE_KEYS } from '../lib/storage-keys';
import { CART_TOAST, loadCartDrawer, useCart, useCartStore, useCartSync, useHasGuestLines } from '../features/cart';
import { loadPendingMeasurementsSync, SizingCartProvider, type SizingCartHooks } from '../features/sizing';
import { FavoriteButton, useFavoritesSync } from '../features/favorites';
import { FavoriteButtonProvider } from '../features/catalog';
import { useLastAddress } from '../features/orders';
import { DestinationSourcesProvider, type DestinationSources } from '../features/shipping';
import { AppInstall, AppUpdates, ConnectivityBanner, Footer, Header, HydrationSignal, PageFallback } from '../features/app-shell';
import { ErrorBoundary } from '../components/ui/error-boundary';

// The cart drawer (and Radix's dialog under it) loads when the cart is first opened.
const CartDrawer = lazy(() => Promise.all([loadCartDrawer(), preloadDialog()]).then(([m]) => ({ default: m.CartDrawer })));

// A guest's measurements join the account at sign-in; the code for it loads only when some wait.
const PendingMeasurementsSync = lazy(() => loadPendingMeasurementsSync().then((m) => ({ default: m.PendingMeasurementsSync })));

/** Keeps the signed-in shopper's cart and favourites in step with the guest ones, on every page. */
function AccountSync() {
  useCartSync();
  useFavoritesSync();
  const me = useMeId();
  useRememberAccount();
  useSignOutElsewhere();
  const [pendingMeasurements, setPendingMeasurements] = useState(false);
  useEffect(() => {
    setPendingMeasurements(Boolean(me) && readJson(safeLocalStorage(), STORAGE_KEYS.pendingMeasurements) !== null);
  }, [me]);
  return pendingMeasurements ? (
    <Suspense fallback={null}>
      <PendingMeasurementsSync />
    </Suspense>
  ) : null;
}

function CartDrawerOnceOpened() {
  const open = useCartStore((s) => s.open);
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <CartDrawer />
    </Suspense>
  );
}

const SCROLL_KEY = 'tibeb-scroll-positions';

/**
 * Scrolls to `y`, also when the page is not yet that tall: a page coming back from Back may still
 * show its loading state (a lazy chunk, a query), and the browser would clamp the position to the
 * short page for good. It tries again as the page grows, and gives up when the shopper scrolls or
 * touches first, or after 3 s.
 */
function scrollOnceTallEnough(y: number): () => void {
  window.scrollTo(0, y);
  if (Math.abs(window.scrollY - y) <= 1 || typeof ResizeObserver === 'undefined') return () => undefined;
  const observer = new ResizeObserver(() => {
    window.scrollTo(0, y);
    if (Math.abs(window.scrollY - y) <= 1) stop();
  });
  const events = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
  const timer = window.setTimeout(() => stop(), 3_000);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
    events.forEach((e) => window.removeEventListener(e, stop));
  }
  observer.observe(document.body);
  events.forEach((e) => window.addEventListener(e, stop, { passive: true }));
  return stop;
}
const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/**
 * What react-router's <ScrollRestoration> did for the data router: a new page starts at the top
 * (or at its #hash), back and forward return to where the shopper was, also after a reload, and a
 * page replacing its own query keeps its place.
 */
function ScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef<Record<string, number> | null>(null);
  const firstRun = useRef(true);
  const lastPathname = useRef<string | null>(null);
  const shownKey = useRef<string | null>(null);
  // Where the shopper last scrolled to. Read when the address changes, it is the old page's place:
  // by the time an effect of the old location is cleaned up, the new page has been committed and the
  // reset below has already scrolled to the top (Back then returned to the top, found by a journey).
  const lastY = useRef(0);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    lastY.current = window.scrollY;
    const onScroll = () => {
      lastY.current = window.scrollY;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  useEffect(() => {
    const save = () => {
      try {
        sessionStorage.setItem(SCROLL_KEY, JSON.stringify({ ...positions.current, [location.key]: window.scrollY }));
      } catch {
        // storage unavailable: positions live for this visit only
      }
    };
    window.addEventListener('pagehide', save);
    return () => window.removeEventListener('pagehide', save);
  }, [location.key]);

  useIsomorphicLayoutEffect(() => {
    if (positions.current === null) {
      try {
        const stored: unknown = JSON.parse(sessionStorage.getItem(SCROLL_KEY) ?? '{}');
        // Storage is input like any other: only numbers are positions.
        positions.current =
          typeof stored === 'object' && stored !== null ? Object.fromEntries(Object.entries(stored).filter(([, y]) => typeof y === 'number' && Number.isFinite(y))) : {};
      } catch {
        positions.current = {};
      }
    }
    // Scroll events arrive a frame late, so this is still the place the page had before the change.
    if (shownKey.current !== null && shownKey.current !== location.key) positions.current = { ...positions.current, [shownKey.current]: lastY.current };
    shownKey.current = location.key;
    // A server-rendered page can be scrolled before it hydrates: the shopper's own scrolling wins
    // over a restored position (a tap aimed at a button would land elsewhere).
    const scrolledAlready = firstRun.current && window.scrollY !== 0;
    firstRun.current = false;
    // A page that replaces its own query (a tab, a status chip, a size-guide option) stays where
    // the shopper is: declarative routing has no preventScrollReset, so replacing within the same
    // page is the signal.
    const samePage = lastPathname.current === location.pathname;
    lastPathname.current = location.pathname;
    if (scrolledAlready || (navigationType === 'REPLACE' && samePage && !location.hash)) return;
    const saved = positions.current[location.key];
    if (navigationType === 'POP' && saved !== undefined) {
      return scrollOnceTallEnough(saved);
    }
    if (location.hash) {
      const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
      if (target) {
        target.scrollIntoView();
        return;
      }
    }
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [location.key, location.hash, location.pathname, navigationType]);
  return null;
}

// Sizing writes to the cart through these (it may not import the cart, which shows sizing's guide).
const CART_FOR_SIZING: SizingCartHooks = { useCart, useHasGuestLines, toastKey: CART_TOAST };

// Shipping's destination falls back to the last checkout address, which is the orders feature's (it may not import orders).
const DESTINATION_SOURCES: DestinationSources = { useLastAddress };

export function Layout() {
  return (
    <FavoriteButtonProvider button={FavoriteButton}>
      <SizingCartProvider hooks={CART_FOR_SIZING}>
        <DestinationSourcesProvider sources={DESTINATION_SOURCES}>
          <div className="flex min-h-dvh flex-col">
            <a href="#main" className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-[60] focus:rounded-full focus:bg-ink focus:px-4 focus:py-2 focus:text-cotton">
              Skip to content
            </a>
            <Header />
            <AppUpdates />
            <ConnectivityBanner />
            <main id="main" className="flex-1">
              <ErrorBoundary>
                <Suspense fallback={<PageFallback />}>
                  <Outlet />
                  <HydrationSignal />
                </Suspense>
              </ErrorBoundary>
            </main>
            <Footer />
            <AccountSync />
            <CartDrawerOnceOpened />
            <DesignerGateDialog />
            <AppInstall />
            <Toaster />
            <ScrollRestoration />
          </div>
        </DestinationSourcesProvider>
      </SizingCartProvider>
    </FavoriteButtonProvider>
  );
}
