import { useMutation, useQueryClient } from '@tanstack/react-query';
import { roleChangeSchema, type Role } from '@domain/accounts';
import { api } from '../../../lib/api-client';
import { auditLogKey } from './get-audit-log';
import { adminUsersKey, type AdminUser } from './get-admin-users';

export { roleChangeSchema };

export const changeUserRole = ({ id, role }: { id: string; role: Role }) =>
  api<{ user: AdminUser; changed: boolean }>(`/api/admin/users/${encodeURIComponent(id)}/role`, { method: 'PUT', body: roleChangeSchema.parse({ role }) });

/**
 * A new role: the user lists, the audit log, the designers shown in the shop, and `me` (an admin
 * who gave up their own role loses the console at once).
 */
export function useChangeUserRole() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: changeUserRole,
    onSettled: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: adminUsersKey }),
        qc.invalidateQueries({ queryKey: auditLogKey }),
        qc.invalidateQueries({ queryKey: ['designers'] }),
        qc.invalidateQueries({ queryKey: ['me'] }),
      ]),
  });
}
