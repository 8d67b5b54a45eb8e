import { mayShrink, shrunkName } from './photo-shrink-plan';
import type { ShrinkRequest, ShrinkResponse } from './photo-shrink-protocol';
import ShrinkWorker from './photo-shrink.worker?worker';

export interface PreparedPhoto {
  file: Blob;
  name: string;
  /** Whether the browser shrank it (else the original goes, and the server shrinks it). */
  shrunk: boolean;
}

let worker: Worker | null = null;
let seq = 0;
const waiting = new Map<number, (answer: ShrinkResponse) => void>();

function shrinkWorker(): Worker | null {
  if (worker) return worker;
  if (typeof Worker === 'undefined') return null;
  try {
    worker = new ShrinkWorker();
  } catch {
    return null;
  }
  worker.onmessage = (event: MessageEvent<ShrinkResponse>) => {
    const done = waiting.get(event.data.id);
    waiting.delete(event.data.id);
    done?.(event.data);
  };
  worker.onerror = () => {
    // A worker that stopped answers nobody: everyone waiting sends the original.
    for (const [id, done] of waiting) done({ id, ok: false, reason: 'UNSUPPORTED' });
    waiting.clear();
    worker?.terminate();
    worker = null;
  };
  return worker;
}

/**
 * The photo as it will be sent: shrunk to the shop's size and re-encoded in a worker when that
 * makes it lighter (photo-shrink-plan.ts), else the original. Never fails: anything the browser
 * cannot do sends the original, and the server's checks decide (they are the authority either way).
 */
export async function preparePhoto(file: File, safeName: string): Promise<PreparedPhoto> {
  const original = { file, name: safeName, shrunk: false };
  if (!mayShrink(file.type)) return original;
  const w = shrinkWorker();
  if (!w) return original;
  const id = (seq += 1);
  const answer = await new Promise<ShrinkResponse>((resolve) => {
    waiting.set(id, resolve);
    w.postMessage({ id, file } satisfies ShrinkRequest);
  });
  if (!answer.ok || answer.blob.size >= file.size) return original;
  return { file: answer.blob, name: shrunkName(safeName, answer.blob.type), shrunk: true };
}
