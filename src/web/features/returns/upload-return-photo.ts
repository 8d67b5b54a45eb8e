import { useMutation } from '@tanstack/react-query';
import type { ReturnPhoto } from '@domain/returns/api';
import { uploadFile } from '../../lib/upload';

/** One photo for a request about to be sent (evidence) or for an alteration's receipt. */
export const uploadReturnPhoto = (lineId: string, token: string | null, purpose: 'evidence' | 'receipt', file: File) =>
  uploadFile<{ photo: ReturnPhoto }>(
    `/api/order-lines/${encodeURIComponent(lineId)}/return-photos?purpose=${purpose}${token ? `&token=${encodeURIComponent(token)}` : ''}`,
    file,
    file.name,
  ).then((r) => r.photo);

export function useUploadReturnPhoto(lineId: string, token: string | null) {
  return useMutation({ mutationFn: ({ file, purpose }: { file: File; purpose: 'evidence' | 'receipt' }) => uploadReturnPhoto(lineId, token, purpose, file) });
}
