import { afterEach, describe, expect, it, vi } from 'vitest';

/** The module keeps its gate at load: each case loads a fresh copy in a fake browser with fake timers. */
async function freshGate() {
  vi.resetModules();
  vi.useFakeTimers();
  vi.stubGlobal('window', { requestIdleCallback: undefined });
  const mod = await import('./hydration');
  const opened = { any: false, page: false };
  void mod.afterHydration().then(() => {
    opened.any = true;
  });
  void mod.afterPageHydrated().then(() => {
    opened.page = true;
  });
  const isOpen = async (which: 'any' | 'page' = 'any') => {
    await Promise.resolve();
    await Promise.resolve();
    return opened[which];
  };
  return { mod, isOpen };
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('afterHydration and afterPageHydrated (issue 41)', () => {
  it('stays shut while the page has not begun to hydrate, however slow its chunks are, and opens 5 s after hydration began', async () => {
    const { mod, isOpen } = await freshGate();
    // A slow phone: 8 s before React starts; a session answer now would render over the shell.
    await vi.advanceTimersByTimeAsync(8_000);
    expect(await isOpen()).toBe(false);
    mod.hydrationStarted();
    await vi.advanceTimersByTimeAsync(4_900);
    expect(await isOpen()).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    expect(await isOpen()).toBe(true);
    // The session waits for the page itself: a page still hydrating after 5 s would render signed in over the shell.
    expect(await isOpen('page')).toBe(false);
    mod.markHydrated();
    await vi.advanceTimersByTimeAsync(250);
    expect(await isOpen('page')).toBe(true);
  });

  it('opens soon after the page says it has hydrated', async () => {
    const { mod, isOpen } = await freshGate();
    mod.hydrationStarted();
    mod.markHydrated();
    await vi.advanceTimersByTimeAsync(250);
    expect(await isOpen()).toBe(true);
    expect(await isOpen('page')).toBe(true);
  });

  it('both open after 30 s if hydration never begins, so a page whose start failed still asks for the session', async () => {
    const { isOpen } = await freshGate();
    await vi.advanceTimersByTimeAsync(29_000);
    expect(await isOpen()).toBe(false);
    await vi.advanceTimersByTimeAsync(1_500);
    expect(await isOpen()).toBe(true);
    expect(await isOpen('page')).toBe(true);
  });
});
