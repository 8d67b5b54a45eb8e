import { useEffect } from 'react';
import { markHydrated } from '../../lib/hydration';

/**
 * Tells a server-rendered page's start script (src/server/plugins/ssr.ts) that React handles
 * events now, so it replays the taps and typing it held. It sits inside the page's Suspense
 * boundary, which React may hydrate after the shell: the page's buttons must be live too.
 */
export function HydrationSignal() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
    markHydrated();
    window.dispatchEvent(new Event('tibeb:hydrated'));
  }, []);
  return null;
}
