import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { useLocation } from 'react-router';
import { toast } from '../../components/ui/toast';
import { useAppShell } from './app-shell-store';

// Every page loads this part; the banner, the card and the worker's registration (with
// workbox-window) are chunks of their own, loaded only when there is something to show or do.
const UpdateBanner = lazy(() => import('./update-banner').then((m) => ({ default: m.UpdateBanner })));
const InstallCard = lazy(() => import('./install-card').then((m) => ({ default: m.InstallCard })));

/** Registers the service worker once the page runs, and shows the update banner when a new build waits. */
export function AppUpdates() {
  const waiting = useAppShell((s) => s.updateWaiting);
  useEffect(() => {
    void import('./service-worker').then((m) => m.startServiceWorker());
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

/** The install card while the browser offers installation; 'App Installed!' once installed (shop.md §8). */
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
