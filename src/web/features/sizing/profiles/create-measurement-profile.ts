import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { MeasurementProfile } from '../types';
import type { ProfileCreateBody } from './profile-input';
import { withProfile } from './profile-list';
import { acceptReply, profilesMutation, settle } from './profiles-cache';
import { useProfileToasts, type ProfileToasts } from './use-profile-toasts';

/** The server makes a shopper's first profile primary by itself; past 20 it answers 409 PROFILE_LIMIT. */
export const createMeasurementProfile = (body: ProfileCreateBody) =>
  api<{ profile: MeasurementProfile }>('/api/measurement-profiles', { method: 'POST', body }).then((r) => r.profile);

/** The mutation's options, apart from React so the cache behaviour can be tested with a plain QueryClient. */
export const createProfileOptions = (qc: QueryClient, toasts: ProfileToasts) =>
  mutationOptions({
    ...profilesMutation,
    mutationFn: createMeasurementProfile,
    onError: (error) => toasts.failed('save', error),
    onSuccess: (profile) => {
      acceptReply(qc, (items) => withProfile(items, profile));
      toasts.done('save', profile.profileName);
    },
    onSettled: () => settle(qc),
  });

export function useCreateMeasurementProfile() {
  const qc = useQueryClient();
  const toasts = useProfileToasts();
  return useMutation(createProfileOptions(qc, toasts));
}
