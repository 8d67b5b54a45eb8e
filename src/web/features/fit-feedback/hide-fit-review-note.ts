import { useMutation, useQueryClient } from '@tanstack/react-query';
import { hideNoteInputSchema } from '@domain/fit-feedback/schemas';
import { api } from '../../lib/api-client';
import { adminFitReviewsKey } from './get-admin-fit-reviews';
import { designerFitReviewsKey } from './get-designer-fit-reviews';

export { hideNoteInputSchema };

export const hideFitReviewNote = ({ id, hidden }: { id: string; hidden: boolean }) =>
  api<{ id: string; noteHidden: boolean }>(`/api/admin/fit-reviews/${encodeURIComponent(id)}/note-hidden`, { method: 'POST', body: hideNoteInputSchema.parse({ hidden }) });

/** Hiding a note changes the moderation list and what the designer sees (an admin may look at both). */
export function useHideFitReviewNote() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: hideFitReviewNote,
    onSettled: () => Promise.all([qc.invalidateQueries({ queryKey: adminFitReviewsKey }), qc.invalidateQueries({ queryKey: designerFitReviewsKey })]),
  });
}
