/// <reference lib="webworker" />
import { keepAsIs, SHRINK_QUALITY, shrinkTarget } from './photo-shrink-plan';
import type { ShrinkRequest, ShrinkResponse } from './photo-shrink-protocol';

declare const self: DedicatedWorkerGlobalScope;

/**
 * Decodes a photo turned upright by its EXIF orientation (`imageOrientation: 'from-image'`: a
 * phone's portrait photo is stored sideways with a flag), draws it at the shop's size on an
 * OffscreenCanvas and encodes it as WebP (JPEG where the browser cannot encode WebP). Off the main
 * thread, so the page stays responsive while a 12-megapixel photo is decoded.
 */
async function shrink({ id, file }: ShrinkRequest): Promise<ShrinkResponse> {
  if (typeof OffscreenCanvas === 'undefined' || typeof createImageBitmap === 'undefined') return { id, ok: false, reason: 'UNSUPPORTED' };
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return { id, ok: false, reason: 'UNDECODABLE' };
  }
  try {
    const size = { width: bitmap.width, height: bitmap.height };
    if (keepAsIs(size, file.size)) return { id, ok: false, reason: 'KEEP' };
    const target = shrinkTarget(size);
    const canvas = new OffscreenCanvas(target.width, target.height);
    const ctx = canvas.getContext('2d');
    if (!ctx) return { id, ok: false, reason: 'UNSUPPORTED' };
    ctx.imageSmoothingEnabled = true;
    ctx.imageSmoothingQuality = 'high';
    ctx.drawImage(bitmap, 0, 0, target.width, target.height);
    let blob = await canvas.convertToBlob({ type: 'image/webp', quality: SHRINK_QUALITY });
    // A browser without a WebP encoder answers PNG, larger than the photo: JPEG instead.
    if (blob.type !== 'image/webp') blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: SHRINK_QUALITY });
    return { id, ok: true, blob, ...target };
  } finally {
    bitmap.close();
  }
}

self.onmessage = (event: MessageEvent<ShrinkRequest>) => {
  void shrink(event.data).then(
    (answer) => self.postMessage(answer),
    () => self.postMessage({ id: event.data.id, ok: false, reason: 'UNDECODABLE' } satisfies ShrinkResponse),
  );
};
