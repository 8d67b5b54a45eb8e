import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { MeasurementProfile } from '../types';
import { sortProfiles } from './profile-list';

/** One key for the signed-in shopper's profiles; signing out removes it with the other user data. */
export const PROFILES_KEY = ['measurement-profiles'] as const;

/** The shopper's profiles, primary first, then most recently updated (docs/requirements/sizing.md §4). */
export const getMeasurementProfiles = (signal?: AbortSignal) =>
  api<{ items: MeasurementProfile[] }>('/api/measurement-profiles', { signal }).then((r) => sortProfiles(r.items));

export const measurementProfilesQuery = () =>
  queryOptions({
    queryKey: PROFILES_KEY,
    queryFn: ({ signal }) => getMeasurementProfiles(signal),
    // Profiles change only through this tab (or another device), so a minute keeps switching tabs instant.
    staleTime: 60_000,
  });

/** The list as an array (not `{ items }`); nothing is fetched unless `enabled` (a signed-in shopper). */
export const useMeasurementProfiles = (enabled: boolean) => useQuery({ ...measurementProfilesQuery(), enabled });
