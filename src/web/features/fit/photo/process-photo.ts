import { checkPoseQuality, type PoseQuality } from '@domain/fit/quality-gate';
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
 * sizing.md §5: the longest side at most 2048 px and JPEG at 0.92. The re-encoded JPEG is what is
 * shown and measured, so the preview, the landmarks and the picture on Review are one image.
 * Decoding applies the EXIF orientation (createImageBitmap's default 'from-image').
 */
export async function preparePhoto(file: Blob): Promise<PreparedPhoto> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    throw new PhotoFitError('INVALID_IMAGE', 'The file could not be decoded as an image');
  }
  const { width, height } = fitWithin(bitmap.width, bitmap.height);
  const scaled = document.createElement('canvas');
  scaled.width = width;
  scaled.height = height;
  scaled.getContext('2d')?.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  const blob = await toBlob(scaled, PHOTO_JPEG_QUALITY);
  // The JPEG back into pixels: detection sees exactly what was re-encoded.
  const decoded = await createImageBitmap(blob);
  const canvas = document.createElement('canvas');
  canvas.width = decoded.width;
  canvas.height = decoded.height;
  canvas.getContext('2d')?.drawImage(decoded, 0, 0);
  decoded.close();
  return { canvas, blob, url: URL.createObjectURL(blob), width: canvas.width, height: canvas.height };
}

/** A short digest of the re-encoded photo (calculate-measurements' imageHash): repeat uploads can be told apart without the photo. */
async function hashPhoto(blob: Blob): Promise<string | undefined> {
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
  void import('../pose/load-pose').then((m) => m.loadPoseDetector({ signal })).catch(() => undefined);
}

export type PhotoFitOutcome =
  | { kind: 'ok'; view: PoseView; quality: PoseQuality; result: PhotoFitResult }
  /** The device's quality gate found error issues: 'Quality Check Failed'. */
  | { kind: 'quality'; view: PoseView | null; quality: PoseQuality };

export interface RunPhotoFitInput {
  photo: PreparedPhoto;
  heightCm: number;
  category: SizeCategory;
  signal: AbortSignal;
  onStep(step: PipelineStep): void;
}

const isAbort = (err: unknown) => err instanceof DOMException && (err.name === 'AbortError' || err.name === 'TimeoutError');

/**
 * Model → detect → quality gate → calculate-measurements. Only landmarks, the silhouette runs and
 * the image size leave the device. The 30 s limit (sizing.md §9) counts from the model being
 * ready: a first download of the 12 MB model depends on the network, not on the photo, and has
 * its own stage; closing the dialog aborts either.
 * Throws PhotoFitError (code: TIMEOUT, a server code, a loader code) or the AbortError of `signal`.
 */
export async function runPhotoFit({ photo, heightCm, category, signal, onStep }: RunPhotoFitInput): Promise<PhotoFitOutcome> {
  onStep('model');
  let detectPose: typeof import('../pose/detect').detectPose;
  let detector: Awaited<ReturnType<typeof import('../pose/load-pose').loadPoseDetector>>;
  try {
    const [pose, detect] = await Promise.all([import('../pose/load-pose'), import('../pose/detect')]);
    detectPose = detect.detectPose;
    try {
      detector = await pose.loadPoseDetector({ signal });
    } catch (err) {
      // A shared load started by someone else (the preload) was aborted: ours is not, so load again.
      if (signal.aborted || !isAbort(err)) throw err;
      detector = await pose.loadPoseDetector({ signal });
    }
  } catch (err) {
    if (signal.aborted || isAbort(err)) throw err;
    const code = typeof err === 'object' && err !== null && 'code' in err && typeof err.code === 'string' ? err.code : 'LOADER_JS_FAILED';
    throw new PhotoFitError(code, err instanceof Error ? err.message : String(err));
  }

  const limit = withTimeout(signal, PROCESSING_TIMEOUT_MS);
  const timeoutRace = new Promise<never>((_, reject) => limit.signal.addEventListener('abort', () => reject(limit.timedOut() ? new PhotoFitError('TIMEOUT', 'Processing took too long') : limit.signal.reason), { once: true }));
  // A rejection nobody awaits yet must not be reported as unhandled.
  timeoutRace.catch(() => undefined);
  try {
    onStep('detect');
    // Detection cannot be interrupted inside tfjs: the race lets the timeout show at once.
    const view = await Promise.race([detectPose(detector, photo.canvas), timeoutRace]);
    onStep('quality');
    const quality = checkPoseQuality(view?.landmarks, { view: 'front', imageWidth: photo.width, imageHeight: photo.height });
    if (!view || !quality.passed) return { kind: 'quality', view, quality };

    onStep('measure');
    const imageHash = await hashPhoto(photo.blob);
    let data: unknown;
    try {
      data = await Promise.race([
        api<unknown>('/api/functions/calculate-measurements', {
          method: 'POST',
          body: {
            landmarks: view.landmarks,
            scale: { type: 'height', value: heightCm, unit: 'cm' },
            category,
            imageWidth: view.imageWidth,
            imageHeight: view.imageHeight,
            ...(imageHash ? { imageHash } : {}),
            ...(view.silhouette ? { silhouette: view.silhouette } : {}),
          },
          signal: limit.signal,
        }),
        timeoutRace,
      ]);
    } catch (err) {
      if (err instanceof PhotoFitError || signal.aborted) throw err;
      if (limit.timedOut()) throw new PhotoFitError('TIMEOUT', 'Processing took too long');
      if (err instanceof ApiError) throw new PhotoFitError(err.code, err.message);
      throw new PhotoFitError('PROCESSING_FAILED', err instanceof Error ? err.message : String(err));
    }
    return { kind: 'ok', view, quality, result: readPhotoFitResult(data) };
  } finally {
    limit.clear();
  }
}
