import { checkPoseQuality, type PoseQuality } from '@domain/fit/quality-gate';
import { CAMERA_JPEG_QUALITY } from '@domain/fit/camera';
import type { PoseView } from '@domain/fit/types';
import type { SizeCategory } from '@domain/sizing/types';
import { api, ApiError } from '../../../lib/api-client';
import { fitWithin, PHOTO_JPEG_QUALITY, PROCESSING_TIMEOUT_MS, withTimeout, type PipelineStep } from './photo-rules';
import { readPhotoFitResult, type PhotoFitResult } from './fit-result';

/** The photo as it is measured: re-encoded, its pixels on a canvas, and a URL for the preview. */
export interface PreparedPhoto {
  canvas: HTMLCanvasElement;
  blob: Blob;
  url: string;
  width: number;
  height: number;
}

/** An error of processing with a stable code (the screen it leads to: processingErrorFor). */
export class PhotoFitError extends Error {
  override name = 'PhotoFitError';
  constructor(
    public readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

const toBlob = (canvas: HTMLCanvasElement, quality: number) =>
  new Promise<Blob>((resolve, reject) => canvas.toBlob((b) => (b ? resolve(b) : reject(new PhotoFitError('INVALID_IMAGE', 'toBlob gave nothing'))), 'image/jpeg', quality));

/**
 * Any picture → the image that is shown and measured: the longest side at most 2048 px, JPEG at
 * `quality`, decoded back, so the preview, the landmarks and the picture on Review are one image.
 */
async function encodeForMeasuring(source: CanvasImageSource, sourceWidth: number, sourceHeight: number, quality: number): Promise<PreparedPhoto> {
  const { width, height } = fitWithin(sourceWidth, sourceHeight);
  if (!(width > 0 && height > 0)) throw new PhotoFitError('INVALID_IMAGE', 'The picture has no pixels');
  const scaled = document.createElement('canvas');
  scaled.width = width;
  scaled.height = height;
  scaled.getContext('2d')?.drawImage(source, 0, 0, width, height);
  const blob = await toBlob(scaled, quality);
  const decoded = await createImageBitmap(blob);
  const canvas = document.createElement('canvas');
  canvas.width = decoded.width;
  canvas.height = decoded.height;
  canvas.getContext('2d')?.drawImage(decoded, 0, 0);
  decoded.close();
  return { canvas, blob, url: URL.createObjectURL(blob), width: canvas.width, height: canvas.height };
}

/**
 * docs/requirements/sizing.md §5: a photo is rescaled to 2048 px at most and re-encoded as JPEG at 0.92. Decoding
 * applies the EXIF orientation (createImageBitmap's default 'from-image').
 */
export async function preparePhoto(file: Blob): Promise<PreparedPhoto> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    throw new PhotoFitError('INVALID_IMAGE', 'The file could not be decoded as an image');
  }
  try {
    return await encodeForMeasuring(bitmap, bitmap.width, bitmap.height, PHOTO_JPEG_QUALITY);
  } finally {
    bitmap.close();
  }
}

/** docs/requirements/sizing.md §5/§9: a camera frame is grabbed, rescaled the same way and encoded as JPEG at 0.8. */
export async function captureFrame(video: HTMLVideoElement): Promise<PreparedPhoto> {
  if (!(video.videoWidth > 0 && video.videoHeight > 0)) throw new PhotoFitError('CAPTURE_FAILED', 'The camera gave no picture');
  try {
    return await encodeForMeasuring(video, video.videoWidth, video.videoHeight, CAMERA_JPEG_QUALITY);
  } catch (err) {
    throw err instanceof PhotoFitError && err.code !== 'INVALID_IMAGE' ? err : new PhotoFitError('CAPTURE_FAILED', err instanceof Error ? err.message : String(err));
  }
}

/** A short digest of the re-encoded photo (calculate-measurements' imageHash): repeat uploads can be told apart without the photo. */
export async function hashPhoto(blob: Blob): Promise<string | undefined> {
  try {
    const digest = await crypto.subtle.digest('SHA-256', await blob.arrayBuffer());
    return `sha256:${[...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('')}`;
  } catch {
    // No SubtleCrypto outside secure contexts: the hash is optional.
    return undefined;
  }
}

/** Starts the model download early (entering Capture), so choosing a photo waits less. Failures surface on use. */
export function preloadPoseModel(signal?: AbortSignal): void {
  void import('../../../lib/pose/load-pose').then((m) => m.loadPoseDetector({ signal })).catch(() => undefined);
}

export type PhotoFitOutcome =
  | { kind: 'ok'; view: PoseView; quality: PoseQuality; result: PhotoFitResult }
  /** The device's quality gate found error issues: 'Quality Check Failed'. */
  | { kind: 'quality'; view: PoseView | null; quality: PoseQuality };

export interface RunPhotoFitInput {
  photo: PreparedPhoto;
  heightCm: number;
  weightKg?: number | null;
  category: SizeCategory;
  signal: AbortSignal;
  onStep(step: PipelineStep): void;
}

const isAbort = (err: unknown) => err instanceof DOMException && (err.name === 'AbortError' || err.name === 'TimeoutError');

type DetectPose = typeof import('../../../lib/pose/detect').detectPose;
type PoseDetectorInstance = Awaited<ReturnType<typeof import('../../../lib/pose/load-pose').loadPoseDetector>>;

/** The pose model, loaded once per page (load-pose shares it). Throws PhotoFitError (a loader code) or the AbortError of `signal`. */
export async function loadPose(signal: AbortSignal): Promise<{ detector: PoseDetectorInstance; detectPose: DetectPose }> {
  try {
    const [pose, detect] = await Promise.all([import('../../../lib/pose/load-pose'), import('../../../lib/pose/detect')]);
    let detector: PoseDetectorInstance;
    try {
      detector = await pose.loadPoseDetector({ signal });
    } catch (err) {
      // A shared load started by someone else (the preload) was aborted: ours is not, so load again.
      if (signal.aborted || !isAbort(err)) throw err;
      detector = await pose.loadPoseDetector({ signal });
    }
    return { detector, detectPose: detect.detectPose };
  } catch (err) {
    if (signal.aborted || isAbort(err)) throw err;
    const code = typeof err === 'object' && err !== null && 'code' in err && typeof err.code === 'string' ? err.code : 'LOADER_JS_FAILED';
    throw new PhotoFitError(code, err instanceof Error ? err.message : String(err));
  }
}

export interface MeasureViewsInput {
  front: PoseView;
  side?: PoseView | null;
  heightCm: number;
  /** The optional stated weight: girths then combine the views with the height-and-weight estimate. */
  weightKg?: number | null;
  category: SizeCategory;
  imageHash?: string;
  signal: AbortSignal;
}

const viewBody = (view: PoseView) => ({
  landmarks: view.landmarks,
  imageWidth: view.imageWidth,
  imageHeight: view.imageHeight,
  ...(view.silhouette ? { silhouette: view.silhouette } : {}),
});

/**
 * calculate-measurements (docs/requirements/sizing.md §7) for a front view and, from the camera, a side view. Only
 * landmarks, silhouette runs and image sizes leave the device. Throws PhotoFitError with the
 * server's code, or the AbortError of `signal`.
 */
export async function measureViews({ front, side, heightCm, weightKg, category, imageHash, signal }: MeasureViewsInput): Promise<PhotoFitResult> {
  try {
    const data = await api<unknown>('/api/functions/calculate-measurements', {
      method: 'POST',
      body: {
        ...viewBody(front),
        scale: { type: 'height', value: heightCm, unit: 'cm' },
        category,
        ...(imageHash ? { imageHash } : {}),
        ...(side ? { side: viewBody(side) } : {}),
        ...(weightKg ? { weight_kg: weightKg } : {}),
      },
      signal,
    });
    return readPhotoFitResult(data);
  } catch (err) {
    if (signal.aborted) throw err;
    if (err instanceof ApiError) throw new PhotoFitError(err.code, err.message);
    throw new PhotoFitError('PROCESSING_FAILED', err instanceof Error ? err.message : String(err));
  }
}

/**
 * Model → detect → quality gate → calculate-measurements. Only landmarks, the silhouette runs and
 * the image size leave the device. The 30 s limit (docs/requirements/sizing.md §9) counts from the model being
 * ready: a first download of the 12 MB model depends on the network, not on the photo, and has
 * its own stage; closing the dialog aborts either.
 * Throws PhotoFitError (code: TIMEOUT, a server code, a loader code) or the AbortError of `signal`.
 */
export async function runPhotoFit({ photo, heightCm, weightKg, category, signal, onStep }: RunPhotoFitInput): Promise<PhotoFitOutcome> {
  onStep('model');
  const { detector, detectPose } = await loadPose(signal);

  const limit = withTimeout(signal, PROCESSING_TIMEOUT_MS);
  const timeoutRace = new Promise<never>((_, reject) => limit.signal.addEventListener('abort', () => reject(limit.timedOut() ? new PhotoFitError('TIMEOUT', 'Processing took too long') : limit.signal.reason), { once: true }));
  // A rejection nobody awaits yet must not be reported as unhandled.
  timeoutRace.catch(() => undefined);
  try {
    onStep('detect');
    // Detection cannot be interrupted inside tfjs: the race lets the timeout show at once.
    const view = await Promise.race([detectPose(detector, photo.canvas), timeoutRace]);
    onStep('quality');
    const quality = checkPoseQuality(view?.landmarks, { view: 'front', imageWidth: photo.width, imageHeight: photo.height, silhouette: view?.silhouette });
    if (!view || !quality.passed) return { kind: 'quality', view, quality };

    onStep('measure');
    const imageHash = await hashPhoto(photo.blob);
    try {
      const result = await Promise.race([measureViews({ front: view, heightCm, weightKg, category, signal: limit.signal, ...(imageHash ? { imageHash } : {}) }), timeoutRace]);
      return { kind: 'ok', view, quality, result };
    } catch (err) {
      if (signal.aborted) throw err;
      if (limit.timedOut()) throw new PhotoFitError('TIMEOUT', 'Processing took too long');
      throw err;
    }
  } finally {
    limit.clear();
  }
}
