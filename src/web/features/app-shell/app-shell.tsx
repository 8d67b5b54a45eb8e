import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { useLocation } from 'react-router';
import { toast } from '../../components/ui/toast';
import { useAppShell } from './app-shell-store';

// Every page loads this part; the banner, the card and the worker's registration are chunks of
// their own, loaded only when there is something to show or do.
const UpdateBanner = lazy(() => import('./update-banner').then((m) => ({ default: m.UpdateBanner })));
const InstallCard = lazy(() => import('./install-card').then((m) => ({ default: m.InstallCard })));

/**
 * Resolves once the page has loaded and no resource has finished loading for `quietMs` (at most
 * `ceilingMs` after the load event). The worker's registration code (1.2 KB gzipped) then
 * downloads after the page's own scripts, pictures and texts instead of among them.
 */
function afterNetworkQuiet(quietMs: number, ceilingMs: number): Promise<void> {
  return new Promise((resolve) => {
    const loaded = () => {
      let observer: PerformanceObserver | null = null;
      let quiet = setTimeout(done, quietMs);
      const ceiling = setTimeout(done, ceilingMs);
      function done() {
        observer?.disconnect();
        clearTimeout(quiet);
        clearTimeout(ceiling);
        resolve();
      }
      if (typeof PerformanceObserver === 'function') {
        observer = new PerformanceObserver(() => {
          clearTimeout(quiet);
          quiet = setTimeout(done, quietMs);
        });
        observer.observe({ type: 'resource' });
      }
    };
    if (document.readyState === 'complete') loaded();
    else window.addEventListener('load', loaded, { once: true });
  });
}

/** Registers the service worker once the page's downloads are over, and shows the update banner when a new build waits. */
export function AppUpdates() {
  const waiting = useAppShell((s) => s.updateWaiting);
  useEffect(() => {
    // Room for every file of a first visit, from its start: the worker's code finds the Amharic
    // ones among them when it runs (language-cache.ts).
    performance.setResourceTimingBufferSize(1000);
    void afterNetworkQuiet(1_500, 10_000)
      .then(() => import('./service-worker'))
      .then((m) => m.startServiceWorker());
  }, []);
  return waiting ? (
    <Suspense fallback={null}>
      <UpdateBanner />
    </Suspense>
  ) : null;
}

/** Pages where a card about installing would get in the way: paying, signing in, and the work screens. */
const NO_INSTALL_CARD = /^\/(?:(?:checkout|order-success|login|reset-password|confirm-email|designer-register|designer-dashboard|admin)(?:\/|$)|designer\/)/;
export const offersInstallOn = (pathname: string): boolean => !NO_INSTALL_CARD.test(pathname);

/** The install card while the browser offers installation; 'App Installed!' once installed (docs/requirements/shop.md §8). */
export function AppInstall() {
  const { t } = useTranslation();
  const offer = useAppShell((s) => s.installOffer);
  const { pathname } = useLocation();
  useEffect(() => {
    const installed = () => toast({ key: 'app-installed', title: t('app.installed'), variant: 'success' });
    window.addEventListener('appinstalled', installed);
    return () => window.removeEventListener('appinstalled', installed);
  }, [t]);
  return offer && offersInstallOn(pathname) ? (
    <Suspense fallback={null}>
      <InstallCard />
    </Suspense>
  ) : null;
}
