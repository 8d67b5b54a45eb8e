import type { BackgroundChoice, CutMethod } from '@domain/background-removal';
import type { WorkerRequest, WorkerResponse } from './worker-protocol';
import CutWorker from './cut.worker?worker';

export interface CutDone {
  method: CutMethod;
  reason: string;
  width: number;
  height: number;
  cutMs: number;
  personFound: boolean | null;
  modelMissing: boolean;
  stages: Record<string, number>;
}

export class CutFailed extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'CutFailed';
  }
}

type Pending = { resolve: (r: WorkerResponse) => void; reject: (e: Error) => void; want: WorkerResponse['type'] };

/**
 * The page's side of the cut worker: one request at a time is answered by its id; every request
 * that changes the picture is followed by a preview, handed to `onPreview`.
 */
export class CutClient {
  private readonly worker: Worker;
  private seq = 0;
  private readonly pending = new Map<number, Pending>();
  /** The newest `cut` request: only its stages reach the page (a recut keeps the result on screen). */
  private cutId = 0;

  constructor(
    private readonly onPreview: (bitmap: ImageBitmap) => void,
    private readonly onStage: (stage: 'detecting' | 'cutting') => void = () => undefined,
  ) {
    this.worker = new CutWorker();
    this.worker.onmessage = (event: MessageEvent<WorkerResponse>) => this.receive(event.data);
    this.worker.onerror = (event) => {
      for (const p of this.pending.values()) p.reject(new CutFailed('CUT_FAILED', event.message || 'the worker stopped'));
      this.pending.clear();
    };
  }

  private receive(msg: WorkerResponse): void {
    if (msg.type === 'stage') {
      if (msg.id === this.cutId && this.pending.has(msg.id)) this.onStage(msg.stage);
      return;
    }
    if (msg.type === 'preview') {
      this.onPreview(msg.bitmap);
      const p = this.pending.get(msg.id);
      if (p?.want === 'preview') {
        this.pending.delete(msg.id);
        p.resolve(msg);
      }
      return;
    }
    const p = this.pending.get(msg.id);
    if (!p) return;
    if (msg.type === 'failed') {
      this.pending.delete(msg.id);
      p.reject(new CutFailed(msg.code, msg.message));
      return;
    }
    if (msg.type === p.want) {
      this.pending.delete(msg.id);
      p.resolve(msg);
    }
  }

  private request<T extends WorkerResponse['type']>(want: T, build: (id: number) => WorkerRequest, transfer: Transferable[] = []): Promise<Extract<WorkerResponse, { type: T }>> {
    const id = (this.seq += 1);
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (r: WorkerResponse) => void, reject, want });
      this.worker.postMessage(build(id), transfer);
    });
  }

  /** The photo is handed over (transferred): BlazePose, when needed, runs in the worker too. */
  cut(bitmap: ImageBitmap, method: CutMethod | 'auto', softness: number, background: BackgroundChoice, previewSide: number): Promise<CutDone> {
    return this.request('cut-done', (id) => ((this.cutId = id), { type: 'cut', id, bitmap, method, softness, background, previewSide }), [bitmap]);
  }

  recut(method: CutMethod, background: BackgroundChoice, previewSide: number): Promise<CutDone> {
    return this.request('cut-done', (id) => ({ type: 'recut', id, method, background, previewSide }));
  }

  soften(softness: number, background: BackgroundChoice, previewSide: number) {
    return this.request('preview', (id) => ({ type: 'soften', id, softness, background, previewSide }));
  }

  stroke(points: [number, number][], radius: number, value: number, background: BackgroundChoice, previewSide: number) {
    return this.request('preview', (id) => ({ type: 'stroke', id, points, radius, value, background, previewSide }));
  }

  clearStrokes(background: BackgroundChoice, previewSide: number) {
    return this.request('preview', (id) => ({ type: 'clear-strokes', id, background, previewSide }));
  }

  preview(background: BackgroundChoice, previewSide: number) {
    return this.request('preview', (id) => ({ type: 'preview', id, background, previewSide }));
  }

  async export(background: BackgroundChoice, format: 'image/png' | 'image/webp', maxSide?: number): Promise<Blob> {
    const r = await this.request('exported', (id) => ({ type: 'export', id, background, format, maxSide }));
    return r.blob;
  }

  dispose(): void {
    this.worker.terminate();
    for (const p of this.pending.values()) p.reject(new CutFailed('CUT_FAILED', 'closed'));
    this.pending.clear();
  }
}
