import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { MeasurementProfile } from '../types';
import { withoutProfile } from './profile-list';
import { applyOptimistic, profilesMutation, rollback, settle } from './profiles-cache';
import { errorCode, useProfileToasts, type ProfileToasts } from './use-profile-toasts';

export const deleteMeasurementProfile = (id: string) => api<null>(`/api/measurement-profiles/${encodeURIComponent(id)}`, { method: 'DELETE' });

/** Removes the row at once; it comes back if the server refuses. The options live apart from React so the cache behaviour is testable with a plain QueryClient. */
export const deleteProfileOptions = (qc: QueryClient, toasts: ProfileToasts) =>
  mutationOptions({
    ...profilesMutation,
    mutationFn: (profile: Pick<MeasurementProfile, 'id' | 'profileName'>) => deleteMeasurementProfile(profile.id),
    onMutate: (profile) => applyOptimistic(qc, (items) => withoutProfile(items, profile.id)),
    onError: (error, _profile, context) => {
      // Already gone (deleted on another device): that is what the shopper wanted.
      if (errorCode(error) === 'PROFILE_NOT_FOUND') return;
      rollback(qc, context);
      toasts.failed('delete', error);
    },
    onSuccess: (_reply, profile) => toasts.done('delete', profile.profileName),
    onSettled: () => settle(qc),
  });

export function useDeleteMeasurementProfile() {
  const qc = useQueryClient();
  const toasts = useProfileToasts();
  return useMutation(deleteProfileOptions(qc, toasts));
}
