/// <reference lib="webworker" />
// The background remover's heavy work, off the page's thread: decoding a 12-MP photo's pixels,
// the cut, softening, brush strokes, previews and the final PNG/WebP. The page keeps scrolling
// and answering taps while a phone spends seconds here.
import { applyEdits, composite, cutImage, featherAlpha, paintDisc, prepareCut, workSize, type AlphaMask, type BackgroundChoice, type CutMethod, type PreparedCut, type RgbaImage } from '@domain/background-removal';
import { findPerson, type PersonFound } from './find-person';
import type { WorkerRequest, WorkerResponse } from './worker-protocol';

declare const self: DedicatedWorkerGlobalScope;

interface Photo {
  image: RgbaImage;
  /** The working copy and its backdrop fill, kept for a switch of method. */
  prepared: PreparedCut;
  person: PersonFound | null;
  /** Whether BlazePose has looked at this photo yet (it is skipped on a one-colour backdrop). */
  personSought: boolean;
  modelMissing: boolean;
  base: AlphaMask;
  softened: AlphaMask;
  edits: Uint8Array;
  /** base softened with the strokes on top. */
  final: AlphaMask;
  softness: number;
  method: CutMethod;
}

let photo: Photo | null = null;
/** The newest cut's id: an older cut still looking for a person when a new photo comes is dropped. */
let latestCut = 0;

const post = (message: WorkerResponse, transfer: Transferable[] = []) => self.postMessage(message, transfer);

/** Softness 0..10 → feather radius in pixels, relative to the photo's size (same look at any size). */
const featherRadius = (softness: number, image: RgbaImage) => (Math.max(0, Math.min(10, softness)) * Math.max(image.width, image.height)) / 1000;

function rebuildFinal(p: Photo): void {
  p.final = applyEdits(p.softened, p.edits);
}

function preview(id: number, p: Photo, background: BackgroundChoice, side: number): void {
  const { width: W, height: H } = p.image;
  const scale = Math.min(1, side / Math.max(W, H));
  const w = Math.max(1, Math.round(W * scale));
  const h = Math.max(1, Math.round(H * scale));
  // Nearest pixels of the full-size photo and alpha: a preview, never saved.
  const data = new Uint8ClampedArray(w * h * 4);
  const alpha = new Uint8Array(w * h);
  const src = p.image.data;
  const fa = p.final.data;
  for (let y = 0; y < h; y += 1) {
    const sy = Math.min(H - 1, Math.floor((y + 0.5) / scale));
    for (let x = 0; x < w; x += 1) {
      const sx = Math.min(W - 1, Math.floor((x + 0.5) / scale));
      const s = sy * W + sx;
      const o = y * w + x;
      data[o * 4] = src[s * 4]!;
      data[o * 4 + 1] = src[s * 4 + 1]!;
      data[o * 4 + 2] = src[s * 4 + 2]!;
      data[o * 4 + 3] = 255;
      alpha[o] = fa[s]!;
    }
  }
  const out = new Uint8ClampedArray(w * h * 4);
  composite({ width: w, height: h, data }, { width: w, height: h, data: alpha }, background, out);
  const canvas = new OffscreenCanvas(w, h);
  canvas.getContext('2d')?.putImageData(new ImageData(out, w, h), 0, 0);
  const bitmap = canvas.transferToImageBitmap();
  post({ type: 'preview', id, bitmap, width: w, height: h }, [bitmap]);
}

/**
 * The photo's pixels, and the ≤ 640 px working copy resampled by the browser from the same canvas
 * (over the same area the box average would cover), far cheaper than averaging 12 M pixels in script.
 */
function decode(bitmap: ImageBitmap): { image: RgbaImage; small: RgbaImage | undefined } {
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  if (!ctx) throw new Error('no 2d context');
  ctx.drawImage(bitmap, 0, 0);
  bitmap.close();
  const pixels = ctx.getImageData(0, 0, canvas.width, canvas.height);
  const image = { width: pixels.width, height: pixels.height, data: pixels.data };
  const size = workSize(image.width, image.height);
  if (size.factor === 1) return { image, small: undefined };
  const copy = new OffscreenCanvas(size.width, size.height);
  const small = copy.getContext('2d', { willReadFrequently: true });
  if (!small) return { image, small: undefined };
  small.imageSmoothingEnabled = true;
  small.imageSmoothingQuality = 'high';
  small.drawImage(canvas, 0, 0, size.width * size.factor, size.height * size.factor, 0, 0, size.width, size.height);
  const s = small.getImageData(0, 0, size.width, size.height);
  return { image, small: { width: s.width, height: s.height, data: s.data } };
}

type Sought = Pick<Photo, 'image' | 'prepared' | 'person' | 'personSought' | 'modelMissing'>;

/** Milliseconds since `since`, added to the profile under `name`; answers now. */
function lap(stages: Record<string, number>, name: string, since: number): number {
  const now = performance.now();
  stages[name] = (stages[name] ?? 0) + Math.round(now - since);
  return now;
}

/**
 * Looks for a person when the method needs one: always for 'person', and for 'auto' unless the
 * backdrop is one plain colour (the fill wins there whoever stands in front of it).
 */
async function seekPerson(p: Sought, method: CutMethod | 'auto', id: number, stages: Record<string, number>): Promise<void> {
  if (p.personSought) return;
  if (method === 'backdrop' || (method === 'auto' && p.prepared.fill.model.singleColour)) return;
  post({ type: 'stage', id, stage: 'detecting' });
  const started = performance.now();
  try {
    p.person = await findPerson(p.prepared.small);
  } catch {
    // No pose model (a failed load): the backdrop fill still works.
    p.modelMissing = true;
  }
  p.personSought = true;
  lap(stages, 'detect', started);
}

function runCut(p: Sought, method: CutMethod | 'auto', softness: number, stages: Record<string, number>) {
  const cut = cutImage({ image: p.image, prepared: p.prepared, method, person: p.person, timings: stages });
  const started = performance.now();
  const softened = featherAlpha(cut.alpha, featherRadius(softness, p.image));
  lap(stages, 'feather', started);
  const next: Photo = { ...p, base: cut.alpha, softened, edits: new Uint8Array(cut.alpha.data.length), final: { ...softened, data: new Uint8Array(softened.data) }, softness, method: cut.method };
  return { next, cut };
}

function cutDone(id: number, p: Photo, cut: ReturnType<typeof runCut>['cut'], started: number, stages: Record<string, number>): WorkerResponse {
  return {
    type: 'cut-done',
    id,
    method: cut.method,
    reason: cut.reason,
    width: p.image.width,
    height: p.image.height,
    cutMs: Math.round(performance.now() - started),
    plainness: cut.backdrop.plainness,
    personFound: p.personSought ? p.person !== null : null,
    modelMissing: p.modelMissing,
    stages,
  };
}

self.onmessage = async (event: MessageEvent<WorkerRequest>) => {
  const req = event.data;
  try {
    if (req.type === 'cut') {
      const started = performance.now();
      const stages: Record<string, number> = {};
      let image: RgbaImage;
      let small: RgbaImage | undefined;
      try {
        ({ image, small } = decode(req.bitmap));
      } catch (err) {
        post({ type: 'failed', id: req.id, code: 'DECODE_FAILED', message: err instanceof Error ? err.message : String(err) });
        return;
      }
      lap(stages, 'decode', started);
      latestCut = req.id;
      const sought: Sought = { image, prepared: prepareCut(image, stages, small), person: null, personSought: false, modelMissing: false };
      await seekPerson(sought, req.method, req.id, stages);
      if (latestCut !== req.id) {
        post({ type: 'failed', id: req.id, code: 'CUT_FAILED', message: 'replaced by a newer photo' });
        return;
      }
      post({ type: 'stage', id: req.id, stage: 'cutting' });
      const { next, cut } = runCut(sought, req.method, req.softness, stages);
      photo = next;
      const previewStarted = performance.now();
      preview(req.id, photo, req.background, req.previewSide);
      lap(stages, 'preview', previewStarted);
      post(cutDone(req.id, next, cut, started, stages));
      return;
    }
    const p = photo;
    if (!p) {
      post({ type: 'failed', id: req.id, code: 'NO_PHOTO', message: 'no photo has been cut yet' });
      return;
    }
    switch (req.type) {
      case 'recut': {
        const started = performance.now();
        const stages: Record<string, number> = {};
        await seekPerson(p, req.method, req.id, stages);
        const { next, cut } = runCut(p, req.method, p.softness, stages);
        photo = next;
        preview(req.id, next, req.background, req.previewSide);
        post(cutDone(req.id, next, cut, started, stages));
        return;
      }
      case 'soften':
        p.softness = req.softness;
        p.softened = featherAlpha(p.base, featherRadius(req.softness, p.image));
        rebuildFinal(p);
        preview(req.id, p, req.background, req.previewSide);
        return;
      case 'stroke': {
        const { width: W, height: H } = p.image;
        for (const [x, y] of req.points) {
          const box = paintDisc(p.edits, W, H, x, y, req.radius, req.value);
          if (!box) continue;
          for (let yy = box.y; yy < box.y + box.h; yy += 1) {
            for (let xx = box.x; xx < box.x + box.w; xx += 1) {
              const i = yy * W + xx;
              const e = p.edits[i];
              p.final.data[i] = e === 1 ? 255 : e === 2 ? 0 : p.softened.data[i]!;
            }
          }
        }
        preview(req.id, p, req.background, req.previewSide);
        return;
      }
      case 'clear-strokes':
        p.edits.fill(0);
        rebuildFinal(p);
        preview(req.id, p, req.background, req.previewSide);
        return;
      case 'preview':
        preview(req.id, p, req.background, req.previewSide);
        return;
      case 'export': {
        const { width: W, height: H } = p.image;
        const out = new Uint8ClampedArray(W * H * 4);
        composite(p.image, p.final, req.background, out);
        let canvas = new OffscreenCanvas(W, H);
        canvas.getContext('2d')?.putImageData(new ImageData(out, W, H), 0, 0);
        const scale = req.maxSide ? Math.min(1, req.maxSide / Math.max(W, H)) : 1;
        if (scale < 1) {
          const small = new OffscreenCanvas(Math.round(W * scale), Math.round(H * scale));
          const ctx = small.getContext('2d');
          if (ctx) {
            ctx.imageSmoothingQuality = 'high';
            ctx.drawImage(canvas, 0, 0, small.width, small.height);
          }
          canvas = small;
        }
        const blob = await canvas.convertToBlob({ type: req.format, quality: 0.92 });
        if (blob.type !== req.format) {
          post({ type: 'failed', id: req.id, code: 'EXPORT_FAILED', message: `this browser cannot write ${req.format}` });
          return;
        }
        post({ type: 'exported', id: req.id, blob });
        return;
      }
    }
  } catch (err) {
    post({ type: 'failed', id: req.id, code: req.type === 'export' ? 'EXPORT_FAILED' : 'CUT_FAILED', message: err instanceof Error ? err.message : String(err) });
  }
};
