import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { MeasurementProfile } from '../types';
import { sortProfiles, withPrimary } from './profile-list';
import { acceptReply, applyOptimistic, profilesMutation, rollback, settle } from './profiles-cache';
import { useProfileToasts, type ProfileToasts } from './use-profile-toasts';

/** The server clears every other primary in the same transaction and answers with the whole list. */
export const setPrimaryProfile = (id: string) =>
  api<{ items: MeasurementProfile[] }>(`/api/measurement-profiles/${encodeURIComponent(id)}/primary`, { method: 'POST' }).then((r) => sortProfiles(r.items));

/** Moves the badge and the row to the top at once; both go back if the server refuses. The options live apart from React so the cache behaviour is testable with a plain QueryClient. */
export const setPrimaryOptions = (qc: QueryClient, toasts: ProfileToasts) =>
  mutationOptions({
    ...profilesMutation,
    mutationFn: (profile: Pick<MeasurementProfile, 'id' | 'profileName'>) => setPrimaryProfile(profile.id),
    onMutate: (profile) => applyOptimistic(qc, (items) => withPrimary(items, profile.id)),
    onError: (error, _profile, context) => {
      rollback(qc, context);
      toasts.failed('primary', error);
    },
    onSuccess: (items, profile) => {
      acceptReply(qc, () => items);
      toasts.done('primary', profile.profileName);
    },
    onSettled: () => settle(qc),
  });

export function useSetPrimaryProfile() {
  const qc = useQueryClient();
  const toasts = useProfileToasts();
  return useMutation(setPrimaryOptions(qc, toasts));
}
