import type { BackgroundChoice, CutMethod } from '@domain/background-removal';

/** What the page asks the cut worker. One photo at a time: a new `cut` replaces the last. */
export type WorkerRequest =
  | { type: 'cut'; id: number; bitmap: ImageBitmap; method: CutMethod | 'auto'; softness: number; background: BackgroundChoice; previewSide: number }
  | { type: 'recut'; id: number; method: CutMethod; background: BackgroundChoice; previewSide: number }
  | { type: 'soften'; id: number; softness: number; background: BackgroundChoice; previewSide: number }
  | { type: 'stroke'; id: number; points: [number, number][]; radius: number; value: number; background: BackgroundChoice; previewSide: number }
  | { type: 'clear-strokes'; id: number; background: BackgroundChoice; previewSide: number }
  | { type: 'preview'; id: number; background: BackgroundChoice; previewSide: number }
  | { type: 'export'; id: number; background: BackgroundChoice; format: 'image/png' | 'image/webp'; maxSide?: number };

export type WorkerResponse =
  | { type: 'stage'; id: number; stage: 'detecting' | 'cutting' }
  | {
      type: 'cut-done';
      id: number;
      method: CutMethod;
      reason: string;
      width: number;
      height: number;
      cutMs: number;
      plainness: number;
      /** null: not looked for (a one-colour backdrop is cut by its colour; the person method looks on demand). */
      personFound: boolean | null;
      /** The pose model could not be loaded: the fill still works. */
      modelMissing: boolean;
      /** Milliseconds per step inside the worker (the bench's profile). */
      stages: Record<string, number>;
    }
  | { type: 'preview'; id: number; bitmap: ImageBitmap; width: number; height: number }
  | { type: 'exported'; id: number; blob: Blob }
  | { type: 'failed'; id: number; code: 'DECODE_FAILED' | 'NO_PHOTO' | 'EXPORT_FAILED' | 'CUT_FAILED'; message: string };
