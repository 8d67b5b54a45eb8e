/**
 * Why the pose runtime could not start, as a stable code the page maps to English or Amharic:
 * - LOADER_JS_FAILED: the tfjs / pose-detection chunks themselves did not load (offline, deploy swap);
 * - BACKEND_FAILED: neither WebGL nor wasm initialised (the wasm binaries missing or blocked);
 * - NO_MODEL_SOURCE: every model source failed, each after its retries.
 */
export type PoseLoadErrorCode = 'LOADER_JS_FAILED' | 'BACKEND_FAILED' | 'NO_MODEL_SOURCE';

export interface SourceFailure {
  source: string;
  attempts: number;
  message: string;
}

export class PoseLoadError extends Error {
  override name = 'PoseLoadError';
  constructor(
    public readonly code: PoseLoadErrorCode,
    message: string,
    options: { cause?: unknown; failures?: SourceFailure[] } = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.failures = options.failures ?? [];
  }

  /** For NO_MODEL_SOURCE: what each source answered, in the order they were tried. */
  readonly failures: SourceFailure[];
}

export const isAbortError = (err: unknown): boolean => err instanceof DOMException && err.name === 'AbortError';

export function abortError(): DOMException {
  return new DOMException('The pose model load was aborted', 'AbortError');
}
