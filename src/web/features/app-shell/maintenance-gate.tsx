import { lazy, Suspense, type ComponentProps, type ComponentType, type ReactNode } from 'react';
import { SSR_STATE_ID } from '../../lib/ssr-state';
import { PageFallback } from './page-fallback';
import { useMe } from '../accounts';
import { useSite } from '../content';
import type { MaintenanceScreen as ScreenComponent } from './maintenance-screen';

type Screen = ComponentType<ComponentProps<typeof ScreenComponent>>;

/** The maintenance page's module, as the build manifest names it (to preload it with a page). */
export const MAINTENANCE_SCREEN_MODULE = 'features/app-shell/maintenance-screen.tsx';

// The page itself loads only while the shop is in maintenance, not with every page of an open shop.
let pending: Promise<Screen> | null = null;
let loaded: Screen | null = null;
/**
 * Loads the maintenance page's chunk. The server render awaits it before rendering a page during
 * maintenance (entry-server.tsx): through React.lazy alone, the first render after a start
 * suspended, and the page went out as a spinner that never paints (issue 35).
 */
export const loadMaintenanceScreen = (): Promise<Screen> =>
  (pending ??= import('./maintenance-screen').then((m) => {
    loaded = m.MaintenanceScreen;
    return loaded;
  }));
const LazyScreen = lazy(() => loadMaintenanceScreen().then((Component) => ({ default: Component })));

/**
 * Whether this page came rendered from the server. During maintenance the server renders the
 * maintenance page for visitors only; an admin's page is rendered here, where waiting for the
 * session beats flashing the maintenance page at the admin.
 */
const renderedByServer = typeof document === 'undefined' || document.getElementById(SSR_STATE_ID) !== null;

/**
 * While the shop is in maintenance (site settings; docs/requirements/shop.md §4), everyone but an admin sees only
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
  // Once loaded it renders directly, not through React.lazy: nothing suspends, on either side.
  const MaintenanceScreen = loaded ?? LazyScreen;
  return (
    <Suspense fallback={<PageFallback />}>
      <MaintenanceScreen maintenance={maintenance} />
    </Suspense>
  );
}
