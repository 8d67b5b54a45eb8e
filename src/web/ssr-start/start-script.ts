/**
 * The start script of a server-rendered page, inline in its <head> (plugins/ssr.ts puts it there;
 * the CSP allows it by its hash). Built into a small IIFE by `npm run build`
 * (scripts/build-start-script.ts), or compiled from this file when the server starts without a
 * build (plugins/ssr-start.ts).
 *
 * A server-rendered page is complete without JavaScript, so it is painted before the app's
 * scripts are even requested: on a slow line the stylesheet and the largest image then do not
 * share the bandwidth with 140 KB of scripts, and links work as plain links meanwhile. Once the
 * first contentful paint is on screen (or after 300 ms in a hidden tab, which paints none) it
 * loads the entry scripts index.html would have loaded and preloads the page's own chunks; until
 * the page has hydrated it holds input and replays it afterwards.
 *
 * It runs inline, before any of the page is parsed. As a deferred file it ran only after the
 * whole document was parsed and the file fetched: on a slow phone the cards were on screen and
 * tappable for a while before that, and a tap then did nothing at all (a journey tapping two
 * hearts at 6x CPU slowdown kept one, 1 run in 5).
 */
import { holdInputUntilHydrated } from './hold-input';
import { startAppAfterFirstPaint } from './start-app';

const data = document.getElementById('tibeb-start');
if (data) {
  // Wrapped: a browser method called on another object than window throws ("Illegal invocation").
  const later = (run: () => void, ms: number) => setTimeout(run, ms);
  holdInputUntilHydrated(window, document, later);
  startAppAfterFirstPaint(data, {
    document,
    // `typeof` first: a bare name a browser lacks would throw.
    PerformanceObserver: typeof PerformanceObserver === 'function' ? PerformanceObserver : undefined,
    setTimeout: later,
    requestAnimationFrame: (run) => requestAnimationFrame(run),
    importModule: (src) => import(src),
  });
}
