import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUser, SuspensionInput } from '@domain/accounts/api';
import { api } from '../../../lib/api-client';
import { adminUsersKey } from './get-admin-users';
import { auditLogKey } from './get-audit-log';

export const suspendUser = ({ id, suspended }: { id: string } & SuspensionInput) =>
  api<{ user: AdminUser; changed: boolean }>(`/api/admin/users/${encodeURIComponent(id)}/suspension`, { method: 'POST', body: { suspended } });

/** Suspends an account (it cannot sign in, its sessions end) or lifts it: the user lists and the audit log change. */
export function useSuspendUser() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: suspendUser,
    onSettled: () => Promise.all([qc.invalidateQueries({ queryKey: adminUsersKey }), qc.invalidateQueries({ queryKey: auditLogKey })]),
  });
}
