// The installable app (issue 23): service worker registration and the update banner, the install
// card, and the rules of what the worker keeps (used by vite.config.ts at build time).
export { UpdateBanner } from './update-banner';
export { InstallCard } from './install-card';
