import { describe, expect, it } from 'vitest';
import { START_LATEST_MS, startAppAfterFirstPaint, type StartAppEnv } from './start-app';

type Listener = () => void;

/** A page in a fake browser: its timers, frame callbacks, imports, preloads and document listeners, all run by hand. */
function fakePage(options: { readyState?: DocumentReadyState; visibilityState?: DocumentVisibilityState; observer?: StartAppEnv['PerformanceObserver'] } = {}) {
  const timers: Array<{ fn: () => void; ms: number }> = [];
  const frames: Listener[] = [];
  const imported: string[] = [];
  const preloaded: Array<{ rel: string; href: string }> = [];
  const listeners = new Map<string, Listener>();
  const document = {
    readyState: options.readyState ?? 'complete',
    visibilityState: options.visibilityState ?? 'visible',
    head: { append: (link: { rel: string; href: string }) => preloaded.push({ rel: link.rel, href: link.href }) },
    createElement: () => ({ rel: '', href: '' }),
    addEventListener: (type: string, fn: Listener) => listeners.set(type, fn),
  };
  const env = {
    document: document as unknown as StartAppEnv['document'],
    PerformanceObserver: options.observer,
    setTimeout: (fn: () => void, ms: number) => timers.push({ fn, ms }),
    requestAnimationFrame: (fn: Listener) => frames.push(fn),
    importModule: (src: string) => imported.push(src),
  } satisfies StartAppEnv;
  const data = { textContent: JSON.stringify({ scripts: ['/assets/index-abc.js'], preload: ['/assets/page-1.js'] }) };
  return { env, data, timers, frames, imported, preloaded, listeners };
}

/** A paint observer whose callback the test calls (`paint`), or never (a page with no contentful paint). */
function paintObserver() {
  const observers: Array<(list: { getEntries: () => Array<{ name: string }> }) => void> = [];
  class Observer {
    static supportedEntryTypes = ['paint'];
    disconnected = false;
    constructor(callback: (list: { getEntries: () => Array<{ name: string }> }) => void) {
      observers.push(callback);
    }
    observe() {}
    disconnect() {
      this.disconnected = true;
    }
  }
  const paint = (name: string) => observers.forEach((callback) => callback({ getEntries: () => [{ name }] }));
  return { Observer: Observer as unknown as typeof PerformanceObserver, paint };
}

describe('the start script starting the app', () => {
  it('starts the app within a bounded time on a page that never has a first contentful paint', () => {
    // A visible page in a browser with paint timing whose observer never reports a paint (a page
    // holding only a spinner): the scripts must still be imported, after START_LATEST_MS.
    const page = fakePage({ observer: paintObserver().Observer });
    startAppAfterFirstPaint(page.data, page.env);
    expect(page.imported).toEqual([]);
    const bounded = page.timers.filter((t) => t.ms === START_LATEST_MS);
    expect(bounded).toHaveLength(1);
    expect(START_LATEST_MS).toBeGreaterThan(0);
    expect(START_LATEST_MS).toBeLessThanOrEqual(5_000);
    bounded[0]!.fn();
    expect(page.imported).toEqual(['/assets/index-abc.js']);
  });

  it('starts in the task after the first contentful paint, and only once', () => {
    const { Observer, paint } = paintObserver();
    const page = fakePage({ observer: Observer });
    startAppAfterFirstPaint(page.data, page.env);
    paint('first-paint');
    expect(page.timers.filter((t) => t.ms === 0)).toHaveLength(0);
    paint('first-contentful-paint');
    const next = page.timers.filter((t) => t.ms === 0);
    expect(next).toHaveLength(1);
    expect(page.imported).toEqual([]);
    next[0]!.fn();
    expect(page.imported).toEqual(['/assets/index-abc.js']);
    expect(page.preloaded).toEqual([{ rel: 'modulepreload', href: '/assets/page-1.js' }]);
    for (const timer of page.timers) timer.fn();
    expect(page.imported).toEqual(['/assets/index-abc.js']);
  });

  it('starts after 300 ms, or the frame after next, in a hidden tab or a browser without paint timing', () => {
    for (const page of [fakePage({ visibilityState: 'hidden', observer: paintObserver().Observer }), fakePage({ observer: undefined })]) {
      startAppAfterFirstPaint(page.data, page.env);
      expect(page.timers.map((t) => t.ms)).toEqual([300]);
      expect(page.frames).toHaveLength(1);
      page.frames[0]!();
      page.timers.at(-1)!.fn();
      page.timers[0]!.fn();
      expect(page.imported).toEqual(['/assets/index-abc.js']);
    }
  });

  it('waits for the document to be parsed, and starts 300 ms after being sent to the background', () => {
    const page = fakePage({ readyState: 'loading', observer: paintObserver().Observer });
    startAppAfterFirstPaint(page.data, page.env);
    expect(page.timers).toEqual([]);
    page.listeners.get('DOMContentLoaded')!();
    expect(page.timers.map((t) => t.ms)).toEqual([START_LATEST_MS]);
    page.listeners.get('visibilitychange')!();
    expect(page.timers.map((t) => t.ms)).toEqual([START_LATEST_MS, 300]);
    page.timers[1]!.fn();
    expect(page.imported).toEqual(['/assets/index-abc.js']);
  });
});
