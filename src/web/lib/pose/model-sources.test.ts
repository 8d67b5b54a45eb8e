import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_MODEL_SOURCES, loadFromSources, type ModelSource } from './model-sources';
import { PoseLoadError } from './pose-error';

const sources: ModelSource[] = ['app', 'cdn-a', 'cdn-b'].map((name) => ({ name, detectorUrl: `${name}/d.json`, landmarkUrl: `${name}/l.json` }));
const noWait = vi.fn(() => Promise.resolve());

describe('model sources', () => {
  it('are the app first, then jsDelivr and unpkg of the pinned human-models package', () => {
    expect(DEFAULT_MODEL_SOURCES.map((s) => s.name)).toEqual(['app', 'jsdelivr', 'unpkg']);
    expect(DEFAULT_MODEL_SOURCES[0]?.landmarkUrl).toBe('/models/blazepose/blazepose-full.json');
    for (const s of DEFAULT_MODEL_SOURCES.slice(1)) {
      expect(s.detectorUrl).toMatch(/^https:\/\/.*@vladmandic\/human-models@3\.0\.4\/models\/blazepose-detector\.json$/);
    }
  });

  it('answers from the first source that loads', async () => {
    const load = vi.fn((s: ModelSource) => Promise.resolve(`model from ${s.name}`));
    await expect(loadFromSources(sources, load, { sleep: noWait })).resolves.toEqual({ value: 'model from app', source: sources[0] });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('retries a source with a growing pause, then falls back to the next', async () => {
    const waits: number[] = [];
    const attempts: string[] = [];
    const load = vi.fn((s: ModelSource) => (s.name === 'cdn-a' ? Promise.resolve('ok') : Promise.reject(new Error(`${s.name} 404`))));
    const result = await loadFromSources(sources, load, {
      attempts: 3,
      baseDelayMs: 100,
      sleep: (ms) => (waits.push(ms), Promise.resolve()),
      onAttempt: (s, n) => attempts.push(`${s.name}#${n}`),
    });
    expect(result.source.name).toBe('cdn-a');
    expect(attempts).toEqual(['app#1', 'app#2', 'app#3', 'cdn-a#1']);
    expect(waits).toEqual([100, 300]);
  });

  it('fails with NO_MODEL_SOURCE listing every source when all fail', async () => {
    const load = (s: ModelSource) => Promise.reject(new Error(`${s.name} down`));
    const err = await loadFromSources(sources, load, { sleep: noWait }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PoseLoadError);
    expect((err as PoseLoadError).code).toBe('NO_MODEL_SOURCE');
    expect((err as PoseLoadError).failures).toEqual([
      { source: 'app', attempts: 2, message: 'app down' },
      { source: 'cdn-a', attempts: 2, message: 'cdn-a down' },
      { source: 'cdn-b', attempts: 2, message: 'cdn-b down' },
    ]);
  });

  it('stops at once when aborted, without trying the fallbacks', async () => {
    const controller = new AbortController();
    const load = vi.fn(() => {
      controller.abort();
      return Promise.reject(new Error('network'));
    });
    const err = await loadFromSources(sources, load, { signal: controller.signal }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(DOMException);
    expect((err as DOMException).name).toBe('AbortError');
    expect(load).toHaveBeenCalledTimes(1);
  });
});
