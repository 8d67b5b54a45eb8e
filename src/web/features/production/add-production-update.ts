import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProductionUpdateResult } from '@domain/production/api';
import { productionUpdateInputSchema } from '@domain/production/schemas';
import { api, ApiError } from '../../lib/api-client';
import { uploadFile } from '../../lib/upload';
import { lineProductionKey, PRODUCTION_ROOT } from './production-keys';

export interface NewProductionUpdate {
  lineId: string;
  step: 'in_production' | 'ready_to_ship';
  note: string;
  /** Already checked with uploadIssue and named with safeUploadName (the server checks again). */
  photos: ReadonlyArray<{ file: Blob; name: string }>;
  /** How many photos have been sent so far, for the progress the form shows. */
  onPhotoSent?: (sent: number) => void;
}

/** Why an update was posted but a photo was not: the update stands, the photos sent stay. */
export class PhotoUploadError extends Error {
  constructor(
    public readonly sent: number,
    public override readonly cause: unknown,
  ) {
    super('A photo could not be sent.');
  }
}

/**
 * Posts the update (validated here first with the server's own schema), then its photos one by
 * one through the upload pipeline. A refused photo does not undo the update: the answer says how
 * many were sent, and the form keeps the rest to try again.
 */
export async function addProductionUpdate({ lineId, step, note, photos, onPhotoSent }: NewProductionUpdate): Promise<ProductionUpdateResult> {
  const parsed = productionUpdateInputSchema.safeParse({ step, note });
  if (!parsed.success) throw new ApiError(400, parsed.error.issues[0]?.message ?? 'VALIDATION_FAILED', 'Invalid update.');
  let result = await api<ProductionUpdateResult>(`/api/order-lines/${encodeURIComponent(lineId)}/production-updates`, { method: 'POST', body: { step, note } });
  let sent = 0;
  for (const photo of photos) {
    try {
      result = await uploadFile<ProductionUpdateResult>(`/api/production-updates/${encodeURIComponent(result.update.id)}/photos`, photo.file, photo.name);
    } catch (error) {
      throw new PhotoUploadError(sent, error);
    }
    sent += 1;
    onPhotoSent?.(sent);
  }
  return result;
}

export function useAddProductionUpdate() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: addProductionUpdate,
    onSuccess: (result) => qc.setQueryData(lineProductionKey(result.line.lineId), result.line),
    // The shopper's timeline and the studio's list read the same rows.
    onSettled: () => qc.invalidateQueries({ queryKey: PRODUCTION_ROOT }),
  });
}
