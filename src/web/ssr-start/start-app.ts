/**
 * The longest the start script waits for a first contentful paint before it loads the app's
 * scripts anyway. Above the paint of a slow phone on a slow line (1.5-2.5 s in Lighthouse's
 * mobile simulation), so it changes nothing for a page that paints; a page that cannot paint
 * content is no longer stuck.
 */
export const START_LATEST_MS = 4_000;

/** What the server puts in `<script type="application/json" id="tibeb-start">` (plugins/ssr.ts). */
export interface StartData {
  /** The entry scripts index.html would have loaded. */
  scripts: string[];
  /** The entry's own module preloads and the page's chunks and texts. */
  preload: string[];
}

type Timer = (run: () => void, ms: number) => unknown;

/** The browser's globals the start uses, handed in so that a test can stand in for them. */
export interface StartAppEnv {
  document: Pick<Document, 'readyState' | 'visibilityState' | 'head' | 'createElement' | 'addEventListener'>;
  /** Undefined in a browser without it. */
  PerformanceObserver: typeof PerformanceObserver | undefined;
  setTimeout: Timer;
  requestAnimationFrame: (run: () => void) => unknown;
  /** `import(src)`: a classic inline script may import modules. */
  importModule: (src: string) => unknown;
}

/**
 * The app's scripts hydrate the document: they start once it is parsed and its first contentful
 * paint is on screen. A frame callback came too early: it ran before the stylesheet had arrived
 * and the page was painted (scripts requested at ~90 ms, the paint at 240-340 ms), so the scripts
 * shared the line with the stylesheet and Lighthouse counted them towards the first paint
 * (docs/decisions/018). A hidden tab paints nothing: it starts after 300 ms, as does a browser
 * without paint timing. A page with nothing contentful on it never has a first contentful paint
 * (a spinner is no content to the browser): the home page during maintenance went out as one, and
 * waited for ever (issue 35). Whatever happens, the scripts start START_LATEST_MS after parsing.
 */
export function startAppAfterFirstPaint(data: Pick<Element, 'textContent'>, env: StartAppEnv): void {
  const { document } = env;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    // Read when starting, not before: the element is in the page the server sent.
    const { scripts, preload } = JSON.parse(data.textContent ?? '') as StartData;
    for (const href of preload) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.append(link);
    }
    for (const src of scripts) env.importModule(src);
  };
  const afterParse = () => {
    const Observer = env.PerformanceObserver;
    const paints = typeof Observer === 'function' && (Observer.supportedEntryTypes || []).includes('paint');
    if (!Observer || !paints || document.visibilityState === 'hidden') {
      env.requestAnimationFrame(() => env.setTimeout(start, 0));
      env.setTimeout(start, 300);
      return;
    }
    const observer = new Observer((list) => {
      if (!list.getEntries().some((entry) => entry.name === 'first-contentful-paint')) return;
      observer.disconnect();
      env.setTimeout(start, 0);
    });
    observer.observe({ type: 'paint', buffered: true });
    env.setTimeout(start, START_LATEST_MS);
    // Sent to the background before its first paint: it would not paint until shown again.
    document.addEventListener('visibilitychange', () => env.setTimeout(start, 300), { once: true });
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', afterParse, { once: true });
  else afterParse();
}
