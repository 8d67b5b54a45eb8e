// The app shell: what frames every page (header, footer, connectivity banner, the page fallback and
// hydration signal, the maintenance gate) and the installable app (issue 23): the service worker's
// registration, the update banner and the install card. What the worker keeps is in cache-rules.ts
// and precache-plan.ts (used by vite.config.ts at build time); app-cache-start.ts is imported by
// main.tsx for its effect, before anything else.
export { AppInstall, AppUpdates } from './app-shell';
export { Header } from './header';
export { Footer } from './footer';
export { ConnectivityBanner } from './connectivity';
export { PageFallback } from './page-fallback';
export { HydrationSignal } from './hydration-signal';
export { MaintenanceGate, loadMaintenanceScreen, MAINTENANCE_SCREEN_MODULE } from './maintenance-gate';
