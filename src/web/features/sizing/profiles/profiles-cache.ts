import type { QueryClient } from '@tanstack/react-query';
import type { MeasurementProfile } from '../types';
import { PROFILES_KEY } from './get-measurement-profiles';

/**
 * Profile mutations share one scope, so their requests reach the server in the order the
 * shopper tapped, while each optimistic change shows at once.
 */
export const profilesMutation = { mutationKey: ['measurement-profiles'], scope: { id: 'measurement-profiles' } } as const;

export interface ProfilesContext {
  previous: MeasurementProfile[] | undefined;
}

/** Applies `change` to the cached list at once and remembers the list before it for a rollback. */
export async function applyOptimistic(qc: QueryClient, change: (items: MeasurementProfile[]) => MeasurementProfile[]): Promise<ProfilesContext> {
  await qc.cancelQueries({ queryKey: PROFILES_KEY });
  const previous = qc.getQueryData<MeasurementProfile[]>(PROFILES_KEY);
  if (previous) qc.setQueryData<MeasurementProfile[]>(PROFILES_KEY, change(previous));
  return { previous };
}

export function rollback(qc: QueryClient, context: ProfilesContext | undefined): void {
  if (context?.previous) qc.setQueryData(PROFILES_KEY, context.previous);
}

/** Applies a server reply to the cached list, unless a later change is still on its way (it will bring its own). */
export function acceptReply(qc: QueryClient, change: (items: MeasurementProfile[]) => MeasurementProfile[]): void {
  if (!isLast(qc)) return;
  qc.setQueryData<MeasurementProfile[]>(PROFILES_KEY, (items) => (items ? change(items) : items));
}

const isLast = (qc: QueryClient) => qc.isMutating({ mutationKey: profilesMutation.mutationKey }) <= 1;

/** Every mutation invalidates the list; only the last of a burst refetches it, so no stale reply overwrites a newer change. */
export function settle(qc: QueryClient): void {
  if (isLast(qc)) void qc.invalidateQueries({ queryKey: PROFILES_KEY });
}
