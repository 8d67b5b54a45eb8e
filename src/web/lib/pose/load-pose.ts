import type { PoseDetector } from '@tensorflow-models/pose-detection';
import { DEFAULT_MODEL_SOURCES, loadFromSources, type ModelSource } from './model-sources';
import { abortError, PoseLoadError } from './pose-error';

export type { ModelSource } from './model-sources';
export { DEFAULT_MODEL_SOURCES } from './model-sources';
export { PoseLoadError, type PoseLoadErrorCode } from './pose-error';

/** Where the wasm binaries are served (vite.config.ts copies them from tfjs-backend-wasm/dist). */
export const TFJS_WASM_PATH = '/models/tfjs-wasm/';

export type PoseBackend = 'wasm' | 'webgl';

/** What the loader is doing, for a progress line (and timings) on screen. */
export type PoseLoadStage =
  | { stage: 'runtime' }
  | { stage: 'backend'; backend: PoseBackend }
  | { stage: 'model'; source: string; attempt: number }
  | { stage: 'ready'; backend: PoseBackend; source: string; ms: number; cached: boolean };

export interface LoadPoseOptions {
  onStage?: (stage: PoseLoadStage) => void;
  /** Stops the load between steps (a model download in flight finishes, its detector is disposed). */
  signal?: AbortSignal;
  /** Model sources in the order to try (default: the app's own copy, then jsDelivr, then unpkg). */
  sources?: readonly ModelSource[];
  /** 'auto' (default): WebGL on a real GPU, else wasm. */
  backend?: 'auto' | PoseBackend;
}

interface LoadedPose {
  detector: PoseDetector;
  backend: PoseBackend;
  source: string;
  ms: number;
}

type Tfjs = typeof import('@tensorflow/tfjs-core');
type TfjsWasm = typeof import('@tensorflow/tfjs-backend-wasm');
type PoseDetection = typeof import('@tensorflow-models/pose-detection');

/** One detector per page and per configuration: the models are 12 MB and take ~1 s to start. */
const detectors = new Map<string, Promise<LoadedPose>>();
/** tfjs has one active backend per page and wasm's paths can be set only before it starts. */
let backendReady: Promise<PoseBackend> | null = null;

async function importRuntime(): Promise<{ tf: Tfjs; wasm: TfjsWasm; poseDetection: PoseDetection }> {
  try {
    const [tf, wasm, poseDetection] = await Promise.all([
      import('@tensorflow/tfjs-core'),
      import('@tensorflow/tfjs-backend-wasm'),
      import('@tensorflow-models/pose-detection'),
    ]);
    return { tf, wasm, poseDetection };
  } catch (err) {
    throw new PoseLoadError('LOADER_JS_FAILED', `The pose runtime could not be loaded: ${err instanceof Error ? err.message : String(err)}`, { cause: err });
  }
}

/**
 * A GPU WebGL worth using. Chromium without a GPU still offers WebGL through SwiftShader (a CPU
 * renderer): there BlazePose is several times slower than wasm, so a software renderer counts as none.
 */
function hasHardwareWebGL(): boolean {
  if (typeof document === 'undefined') return false;
  try {
    const canvas = document.createElement('canvas');
    const gl = canvas.getContext('webgl2') ?? canvas.getContext('webgl');
    if (!gl) return false;
    const info = gl.getExtension('WEBGL_debug_renderer_info');
    const renderer = String(info ? gl.getParameter(info.UNMASKED_RENDERER_WEBGL) : gl.getParameter(gl.RENDERER));
    gl.getExtension('WEBGL_lose_context')?.loseContext();
    return !/swiftshader|llvmpipe|softpipe|software|basic render/i.test(renderer);
  } catch {
    return false;
  }
}

async function startBackend(tf: Tfjs, wasm: TfjsWasm, preference: 'auto' | PoseBackend, onStage?: (s: PoseLoadStage) => void): Promise<PoseBackend> {
  if (preference !== 'wasm' && (preference === 'webgl' || hasHardwareWebGL())) {
    onStage?.({ stage: 'backend', backend: 'webgl' });
    try {
      // Only fetched when there is a GPU: phones without one never download it.
      await import('@tensorflow/tfjs-backend-webgl');
      // setBackend answers false when the backend's initialisation throws (no context, no float textures).
      if (tf.findBackendFactory('webgl') !== null && (await tf.setBackend('webgl'))) {
        await tf.ready();
        return 'webgl';
      }
    } catch {
      // A WebGL that fails to start (blocked, lost context, missing float textures): wasm runs everywhere.
    }
  }
  onStage?.({ stage: 'backend', backend: 'wasm' });
  try {
    wasm.setWasmPaths(TFJS_WASM_PATH);
    if (!(await tf.setBackend('wasm'))) throw new Error('tf.setBackend("wasm") answered false');
    await tf.ready();
    return 'wasm';
  } catch (err) {
    throw new PoseLoadError('BACKEND_FAILED', `The pose runtime could not start: ${err instanceof Error ? err.message : String(err)}`, { cause: err });
  }
}

async function load(options: LoadPoseOptions, sources: readonly ModelSource[]): Promise<LoadedPose> {
  const { onStage, signal } = options;
  const started = performance.now();
  onStage?.({ stage: 'runtime' });
  const { tf, wasm, poseDetection } = await importRuntime();
  if (signal?.aborted) throw abortError();
  backendReady ??= startBackend(tf, wasm, options.backend ?? 'auto', onStage).catch((err: unknown) => {
    backendReady = null;
    throw err;
  });
  const backend = await backendReady;
  const { value: detector, source } = await loadFromSources(
    sources,
    (s) =>
      poseDetection.createDetector(poseDetection.SupportedModels.BlazePose, {
        runtime: 'tfjs',
        modelType: 'full',
        // Photos are unrelated stills: no smoothing across them (it would blend one photo into the next).
        enableSmoothing: false,
        enableSegmentation: true,
        smoothSegmentation: false,
        detectorModelUrl: s.detectorUrl,
        landmarkModelUrl: s.landmarkUrl,
      }),
    { signal, onAttempt: (s, attempt) => onStage?.({ stage: 'model', source: s.name, attempt }) },
  );
  if (signal?.aborted) {
    detector.dispose();
    throw abortError();
  }
  return { detector, backend, source: source.name, ms: Math.round(performance.now() - started) };
}

/**
 * The BlazePose detector (full model, with the person mask), loaded once per page: later calls get
 * the same detector and a 'ready' stage marked `cached`. A failed or aborted load is forgotten, so
 * the next call tries again. Call `detector.reset()` between unrelated photos (detectPose does).
 */
export async function loadPoseDetector(opts: LoadPoseOptions = {}): Promise<PoseDetector> {
  const sources = opts.sources ?? DEFAULT_MODEL_SOURCES;
  const key = JSON.stringify([opts.backend ?? 'auto', sources]);
  let pending = detectors.get(key);
  const cached = pending !== undefined;
  if (!pending) {
    pending = load(opts, sources);
    detectors.set(key, pending);
    pending.catch(() => detectors.delete(key));
  }
  const loaded = await pending;
  if (opts.signal?.aborted) throw abortError();
  opts.onStage?.({ stage: 'ready', backend: loaded.backend, source: loaded.source, ms: cached ? 0 : loaded.ms, cached });
  return loaded.detector;
}

/** Drops the page's detectors (frees their GPU/wasm memory); the next load starts afresh. */
export async function disposePoseDetectors(): Promise<void> {
  const all = [...detectors.values()];
  detectors.clear();
  for (const p of all) {
    try {
      (await p).detector.dispose();
    } catch {
      // a load that failed has nothing to free
    }
  }
}
