import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { sessionsQueryKey } from './get-sessions';

export const signOutOthers = () => api<{ signedOut: number }>('/api/account/sessions/sign-out-others', { method: 'POST' });

export function useSignOutOthers() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: signOutOthers, onSuccess: () => qc.invalidateQueries({ queryKey: sessionsQueryKey }) });
}
