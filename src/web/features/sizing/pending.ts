import { readJson, STORAGE_KEYS, writeJson } from '../../lib/storage-keys';
import { parseSnapshot } from './snapshot';
import type { MeasurementSnapshot } from './types';

/**
 * docs/requirements/sizing.md §4 confirm flow, step 1: a guest's measurements wait in this browser under the two
 * pending keys until they sign in; then they are saved to the account (see use-pending-sync).
 */
export interface PendingContext {
  /** Where the guide was confirmed: the product page or a cart line of that product. */
  context: 'pdp' | 'cart';
  productId: string | null;
  includeWithOrder: boolean;
  savedAt: string;
}

export function savePending(storage: Storage | undefined, snapshot: MeasurementSnapshot, context: PendingContext): void {
  writeJson(storage, STORAGE_KEYS.pendingMeasurements, snapshot);
  writeJson(storage, STORAGE_KEYS.aiMeasurementsPending, context);
}

export function readPending(storage: Storage | undefined): { snapshot: MeasurementSnapshot; context: PendingContext } | null {
  const snapshot = parseSnapshot(readJson(storage, STORAGE_KEYS.pendingMeasurements));
  if (!snapshot) return null;
  const raw = readJson<Partial<PendingContext>>(storage, STORAGE_KEYS.aiMeasurementsPending);
  return {
    snapshot,
    context: {
      context: raw?.context === 'cart' ? 'cart' : 'pdp',
      productId: typeof raw?.productId === 'string' ? raw.productId : snapshot.productId,
      includeWithOrder: raw?.includeWithOrder !== false,
      savedAt: typeof raw?.savedAt === 'string' ? raw.savedAt : snapshot.timestamp,
    },
  };
}

export function clearPending(storage: Storage | undefined): void {
  try {
    storage?.removeItem(STORAGE_KEYS.pendingMeasurements);
    storage?.removeItem(STORAGE_KEYS.aiMeasurementsPending);
  } catch {
    // storage unavailable: nothing was kept either
  }
}
