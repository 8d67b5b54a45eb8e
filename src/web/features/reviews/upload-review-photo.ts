import { useMutation } from '@tanstack/react-query';
import { safeUploadName, uploadIssue } from '@domain/media/upload-rules';
import type { ReviewPhoto } from '@domain/reviews/api';
import { ApiError } from '../../lib/api-client';
import { uploadFile } from '../../lib/upload';

/**
 * One photo for the review of a delivered line, through the upload pipeline (multipart `file`;
 * the server decodes it, turns it upright, strips its metadata and makes the variants). The
 * device checks the same rules first, so a refused file never leaves it.
 */
export const uploadReviewPhoto = async ({ lineId, file }: { lineId: string; file: File }): Promise<ReviewPhoto> => {
  const name = safeUploadName(file.name || 'photo.jpg');
  const issue = uploadIssue({ name, size: file.size, type: file.type });
  if (issue) throw new ApiError(400, issue, issue);
  const res = await uploadFile<{ photo: ReviewPhoto }>(`/api/order-lines/${encodeURIComponent(lineId)}/review-photos`, file, name);
  return res.photo;
};

/** Nothing to invalidate: a photo belongs to no review until the form is sent. */
export const useUploadReviewPhoto = () => useMutation({ mutationFn: uploadReviewPhoto });
