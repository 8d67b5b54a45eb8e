/**
 * The pure rules of the photo-upload fit (docs/requirements/sizing.md §5 "Photo upload", §4 "Photo-upload fit
 * stepper", §8 "Photo processing", §9 limits), kept apart from React and the canvas so they are
 * unit-tested on their own.
 */

/** docs/requirements/sizing.md §9: photo max size 8 MB, longest side 2048 px, JPEG 0.92, processing timeout 30 s. */
export const MAX_PHOTO_BYTES = 8 * 1024 * 1024;
export const MAX_PHOTO_SIDE = 2048;
export const PHOTO_JPEG_QUALITY = 0.92;
export const PROCESSING_TIMEOUT_MS = 30_000;

export const ALLOWED_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export type PhotoFileProblem =
  /** 'Please select a photo to upload' */
  | { code: 'FIT_NO_PHOTO' }
  /** 'HEIC/HEIF format not supported. Please convert to JPEG or PNG.' */
  | { code: 'FIT_UNSUPPORTED_FORMAT'; heic: true }
  /** 'Only JPEG, PNG, and WebP formats are supported.' */
  | { code: 'FIT_UNSUPPORTED_FORMAT'; heic: false }
  /** 'Image too large (X MB). Maximum size is 8MB.' */
  | { code: 'FIT_IMAGE_TOO_LARGE'; sizeMb: string };

export interface PhotoFileLike {
  name: string;
  type: string;
  size: number;
}

const EXTENSION_TYPES: Readonly<Record<string, string>> = { jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp', heic: 'image/heic', heif: 'image/heif' };

/**
 * The file's type, from its MIME type or (browsers leave it empty for HEIC on many systems) its
 * extension. Lower case.
 */
export function photoType(file: Pick<PhotoFileLike, 'name' | 'type'>): string {
  const type = file.type.trim().toLowerCase();
  if (type) return type === 'image/jpg' ? 'image/jpeg' : type;
  const ext = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase() ?? '';
  return EXTENSION_TYPES[ext] ?? '';
}

/** docs/requirements/sizing.md §5: the format first (a HEIC over 8 MB is refused for its format), then the size. */
export function checkPhotoFile(file: PhotoFileLike | null | undefined): PhotoFileProblem | null {
  if (!file) return { code: 'FIT_NO_PHOTO' };
  const type = photoType(file);
  const heic = /^image\/hei[cf](-sequence)?$/.test(type) || /\.hei[cf]$/i.test(file.name);
  if (heic) return { code: 'FIT_UNSUPPORTED_FORMAT', heic: true };
  if (!(ALLOWED_PHOTO_TYPES as readonly string[]).includes(type)) return { code: 'FIT_UNSUPPORTED_FORMAT', heic: false };
  if (file.size > MAX_PHOTO_BYTES) return { code: 'FIT_IMAGE_TOO_LARGE', sizeMb: (file.size / (1024 * 1024)).toFixed(1) };
  return null;
}

/**
 * The size the photo is re-encoded at: the longest side at most `maxSide`, the aspect kept, never
 * enlarged, at least 1 px each way.
 */
export function fitWithin(width: number, height: number, maxSide: number = MAX_PHOTO_SIDE): { width: number; height: number; scale: number } {
  if (!(width > 0 && height > 0)) return { width: 0, height: 0, scale: 0 };
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)), scale };
}

/** The real steps of processing, in order (docs/requirements/sizing.md §4: 10, 25, 40, 65, 85, 100 %). */
export const PROCESSING_STAGES = ['preparing', 'analyzing', 'extracting', 'calculating', 'finalizing', 'done'] as const;
export type ProcessingStage = (typeof PROCESSING_STAGES)[number];

export const STAGE_PROGRESS: Readonly<Record<ProcessingStage, number>> = { preparing: 10, analyzing: 25, extracting: 40, calculating: 65, finalizing: 85, done: 100 };

/**
 * What the pipeline is doing → the stage shown: reading the photo and loading the model is
 * preparing; the pose model running is analyzing; the quality gate over the landmarks is
 * extracting; the server call is calculating; the size recommendation and picture are finalizing.
 */
export type PipelineStep = 'decode' | 'model' | 'detect' | 'quality' | 'measure' | 'recommend' | 'complete';

const STEP_STAGE: Readonly<Record<PipelineStep, ProcessingStage>> = {
  decode: 'preparing',
  model: 'preparing',
  detect: 'analyzing',
  quality: 'extracting',
  measure: 'calculating',
  recommend: 'finalizing',
  complete: 'done',
};

export function stageOf(step: PipelineStep): ProcessingStage {
  return STEP_STAGE[step];
}

export function progressOf(step: PipelineStep): number {
  return STAGE_PROGRESS[STEP_STAGE[step]];
}

// ---------------------------------------------------------------------------------------------
// Errors of processing (docs/requirements/sizing.md §8 "Photo processing") and of saving ("Saving a photo-fit result")
// ---------------------------------------------------------------------------------------------

/** The error screens of processing; each has a title, a message and tips in the locale files. */
export const PROCESSING_ERRORS = ['timeout', 'bodyNotDetected', 'imageQuality', 'calibration', 'modelLoad', 'failed'] as const;
export type ProcessingError = (typeof PROCESSING_ERRORS)[number];

/**
 * A code (the server's 400 codes, the pose loader's codes, our own) → the screen shown:
 * FIT_QUALITY_GATE_FAILED / FRAMING_INVALID 'Image Quality Issue'; LANDMARKS_MISSING (and no
 * person found on the device) 'Body Not Detected'; CALIBRATION_FAILED and IMPLAUSIBLE_METRICS
 * 'Calibration Failed' ("Measurements don't look right."); the model not loading its own screen
 * (the spec leaves what the user sees open); anything else 'Processing Failed'.
 */
export function processingErrorFor(code: string): ProcessingError {
  switch (code) {
    case 'TIMEOUT':
      return 'timeout';
    case 'LANDMARKS_MISSING':
    case 'NO_PERSON':
      return 'bodyNotDetected';
    case 'FIT_QUALITY_GATE_FAILED':
    case 'FRAMING_INVALID':
      return 'imageQuality';
    case 'CALIBRATION_FAILED':
    case 'IMPLAUSIBLE_METRICS':
      return 'calibration';
    case 'LOADER_JS_FAILED':
    case 'BACKEND_FAILED':
    case 'NO_MODEL_SOURCE':
      return 'modelLoad';
    default:
      return 'failed';
  }
}

export const SAVE_ERROR_CODES = ['CALIBRATION_FAILED', 'FRAMING_INVALID', 'LANDMARKS_MISSING', 'IMPLAUSIBLE_METRICS'] as const;
export type SaveErrorCode = (typeof SAVE_ERROR_CODES)[number];

/** docs/requirements/sizing.md §8 'Failed to Save': the known codes have their own text, anything else the generic one. */
export function saveErrorKey(code: string | null | undefined): SaveErrorCode | 'generic' {
  return (SAVE_ERROR_CODES as readonly string[]).includes(code ?? '') ? (code as SaveErrorCode) : 'generic';
}

/** A timer that aborts: `signal` aborts when the parent does or after `ms`, with reason 'TIMEOUT'. */
export function withTimeout(parent: AbortSignal | undefined, ms: number): { signal: AbortSignal; timedOut: () => boolean; clear: () => void } {
  const controller = new AbortController();
  let fired = false;
  const timer = setTimeout(() => {
    fired = true;
    controller.abort(new DOMException('Processing took too long', 'TimeoutError'));
  }, ms);
  const onAbort = () => controller.abort(parent?.reason);
  if (parent?.aborted) onAbort();
  else parent?.addEventListener('abort', onAbort, { once: true });
  return {
    signal: controller.signal,
    timedOut: () => fired,
    clear: () => {
      clearTimeout(timer);
      parent?.removeEventListener('abort', onAbort);
    },
  };
}
