import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReturnsPolicy } from '@domain/returns/api';
import { returnsSettingsSchema } from '@domain/returns/schemas';
import { api } from '../../lib/api-client';
import { adminSettingsKey, policyKey } from './returns-keys';

/** Saves the policies (audited on the server); the answer replaces the admin's copy and the public policy every page states. */
export const saveReturnsSettings = (values: ReturnsPolicy) =>
  api<{ policy: ReturnsPolicy }>('/api/admin/returns/settings', { method: 'PUT', body: returnsSettingsSchema.parse(values) }).then((r) => r.policy);

export function useSaveReturnsSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: saveReturnsSettings,
    onSuccess: (policy) => {
      qc.setQueryData(adminSettingsKey, policy);
      qc.setQueryData(policyKey, policy);
    },
  });
}
