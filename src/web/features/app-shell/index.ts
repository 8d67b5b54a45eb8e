// The installable app (issue 23): the service worker's registration, the update banner and the
// install card. What the worker keeps is in cache-rules.ts and precache-plan.ts (used by
// vite.config.ts at build time).
export { AppInstall, AppUpdates } from './app-shell';
