import { useMutation } from '@tanstack/react-query';
import type { MessagePhoto } from '@domain/messages/api';
import { uploadFile } from '../../lib/upload';

/** One photo for the message being written; it is sent with the message that names it. */
export const uploadMessagePhoto = (threadId: string, token: string | null, file: File, onProgress?: (f: number) => void) =>
  uploadFile<{ photo: MessagePhoto }>(`/api/message-threads/${encodeURIComponent(threadId)}/photos${token ? `?token=${encodeURIComponent(token)}` : ''}`, file, file.name, { onProgress }).then((r) => r.photo);

export function useUploadMessagePhoto(threadId: string, token: string | null) {
  return useMutation({ mutationFn: ({ file, onProgress }: { file: File; onProgress?: (f: number) => void }) => uploadMessagePhoto(threadId, token, file, onProgress) });
}
