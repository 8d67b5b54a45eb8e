import { lazy, Suspense, type ReactNode } from 'react';
import { PageFallback } from '../../app/layout';
import { SSR_STATE_ID } from '../../app/ssr-state';
import { useMe } from '../accounts';
import { useSite } from '../content';

// The page itself loads only while the shop is in maintenance, not with every page of an open shop.
const MaintenanceScreen = lazy(() => import('./maintenance-screen').then((m) => ({ default: m.MaintenanceScreen })));

/**
 * Whether this page came rendered from the server. During maintenance the server renders the
 * maintenance page for visitors only; an admin's page is rendered here, where waiting for the
 * session beats flashing the maintenance page at the admin.
 */
const renderedByServer = typeof document === 'undefined' || document.getElementById(SSR_STATE_ID) !== null;

/**
 * While the shop is in maintenance (site settings; shop.md §4), everyone but an admin sees only
 * the maintenance page. The flag arrives with the site data and follows its change events
 * (lib/realtime.ts), so an open page turns into the maintenance page within seconds and comes
 * back the same way. On a server-rendered page the maintenance page shows until the session is
 * known: that is what the server rendered (it never knows the session) and what hydration must meet.
 */
export function MaintenanceGate({ children }: { children: ReactNode }) {
  const site = useSite();
  const me = useMe();
  const maintenance = site.data?.maintenance;
  if (!maintenance?.enabled || me.data?.role === 'admin') return children;
  if (me.isPending && !renderedByServer) return <PageFallback />;
  return (
    <Suspense fallback={<PageFallback />}>
      <MaintenanceScreen maintenance={maintenance} />
    </Suspense>
  );
}
