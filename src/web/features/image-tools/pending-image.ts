import { STORAGE_KEYS } from '../../lib/storage-keys';

/**
 * A generated picture handed from the generator to the product form ("Use in a product"). It waits
 * in session storage (this tab only) until a product made after it takes it, and is forgotten after
 * an hour. What is read back is checked for shape first: browser storage is input.
 */
export interface PendingImage {
  /** A PNG data URL. */
  dataUrl: string;
  /** A safe file name for the upload route. */
  name: string;
  /** When it was handed over (ms). */
  at: number;
}

const MAX_AGE_MS = 60 * 60 * 1000;
/** sessionStorage holds ~5 M characters; a 1536×1024 illustration is under 2 M in base64. */
const MAX_DATA_URL = 4_500_000;
const DATA_URL = /^data:image\/png;base64,[A-Za-z0-9+/]+=*$/;

// Kept here too: a private window may refuse session storage, and the handover happens without a reload.
let inMemory: PendingImage | null = null;

const storage = (): Storage | undefined => {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
};

export function isPendingImage(value: unknown, now = Date.now()): value is PendingImage {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.dataUrl === 'string' &&
    v.dataUrl.length <= MAX_DATA_URL &&
    DATA_URL.test(v.dataUrl) &&
    typeof v.name === 'string' &&
    /^[a-z0-9-]{1,80}\.png$/.test(v.name) &&
    typeof v.at === 'number' &&
    Number.isFinite(v.at) &&
    now - v.at >= 0 &&
    now - v.at < MAX_AGE_MS
  );
}

export function keepPendingImage(dataUrl: string, name: string): void {
  const value: PendingImage = { dataUrl, name, at: Date.now() };
  inMemory = value;
  try {
    storage()?.setItem(STORAGE_KEYS.generatedImage, JSON.stringify(value));
  } catch {
    // Too big or refused: the copy in memory carries it within this visit.
  }
}

export function peekPendingImage(now = Date.now()): PendingImage | null {
  let stored: unknown = null;
  try {
    const raw = storage()?.getItem(STORAGE_KEYS.generatedImage);
    stored = raw ? (JSON.parse(raw) as unknown) : null;
  } catch {
    stored = null;
  }
  if (isPendingImage(stored, now)) return stored;
  if (stored !== null) forgetPendingImage();
  return isPendingImage(inMemory, now) ? inMemory : null;
}

export function forgetPendingImage(): void {
  inMemory = null;
  try {
    storage()?.removeItem(STORAGE_KEYS.generatedImage);
  } catch {
    // Nothing to do: it expires on its own.
  }
}

/** Decodes the data URL into a File for the upload queue. */
export function pendingImageFile(pending: PendingImage): File {
  const base64 = pending.dataUrl.slice(pending.dataUrl.indexOf(',') + 1);
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  return new File([bytes], pending.name, { type: 'image/png' });
}

/**
 * The picture for a product the designer made after handing it over (so an older product opened
 * later never receives it by surprise); taken once.
 */
export function takePendingImageFor(productCreatedAt: string, now = Date.now()): File | null {
  const pending = peekPendingImage(now);
  if (!pending) return null;
  const created = Date.parse(productCreatedAt);
  // A minute of slack for a device clock that runs ahead of the server's.
  if (!Number.isFinite(created) || created < pending.at - 60_000) return null;
  forgetPendingImage();
  return pendingImageFile(pending);
}
