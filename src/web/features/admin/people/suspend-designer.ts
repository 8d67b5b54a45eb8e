import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SuspensionInput } from '@domain/accounts/api';
import { api } from '../../../lib/api-client';
import { adminDesignersKey } from './get-admin-designers';
import { adminUsersKey } from './get-admin-users';
import { auditLogKey } from './get-audit-log';

export const suspendDesigner = ({ id, suspended }: { id: string } & SuspensionInput) =>
  api<{ changed: boolean; products: number }>(`/api/admin/designers/${encodeURIComponent(id)}/suspension`, { method: 'POST', body: { suspended } });

/** Suspends a designer's shop or lifts it: their products leave the shop or come back, so the lists and the shop refetch. */
export function useSuspendDesigner() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: suspendDesigner,
    onSettled: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: adminDesignersKey }),
        qc.invalidateQueries({ queryKey: adminUsersKey }),
        qc.invalidateQueries({ queryKey: auditLogKey }),
        // The shop's lists and the console's products list alike (both under 'products').
        qc.invalidateQueries({ queryKey: ['products'] }),
      ]),
  });
}
