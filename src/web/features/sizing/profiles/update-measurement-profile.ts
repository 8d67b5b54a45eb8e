import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { MeasurementProfile } from '../types';
import type { ProfileUpdateBody } from './profile-input';
import { withProfile } from './profile-list';
import { acceptReply, profilesMutation, settle } from './profiles-cache';
import { useProfileToasts, type ProfileToasts } from './use-profile-toasts';

export interface ProfileUpdate {
  id: string;
  body: ProfileUpdateBody;
}

export const updateMeasurementProfile = ({ id, body }: ProfileUpdate) =>
  api<{ profile: MeasurementProfile }>(`/api/measurement-profiles/${encodeURIComponent(id)}`, { method: 'PATCH', body }).then((r) => r.profile);

/** The mutation's options, apart from React so the cache behaviour can be tested with a plain QueryClient. */
export const updateProfileOptions = (qc: QueryClient, toasts: ProfileToasts) =>
  mutationOptions({
    ...profilesMutation,
    mutationFn: updateMeasurementProfile,
    onError: (error) => toasts.failed('update', error),
    onSuccess: (profile) => {
      acceptReply(qc, (items) => withProfile(items, profile));
      toasts.done('update', profile.profileName);
    },
    onSettled: () => settle(qc),
  });

export function useUpdateMeasurementProfile() {
  const qc = useQueryClient();
  const toasts = useProfileToasts();
  return useMutation(updateProfileOptions(qc, toasts));
}
