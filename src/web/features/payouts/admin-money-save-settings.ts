import { useMutation, useQueryClient } from '@tanstack/react-query';
import { commissionSettingsUpdateSchema, type CommissionSettingsAnswer } from '@domain/payouts/api';
import type { z } from 'zod';
import { api } from '../../lib/api-client';
import { ADMIN_MONEY_KEY } from './admin-money-keys';
import { moneySettingsKey } from './admin-money-settings';

export { commissionSettingsUpdateSchema };
export type CommissionSettingsUpdate = z.input<typeof commissionSettingsUpdateSchema>;

/** Saves the settings with the version read: 409 SETTINGS_CHANGED when another admin saved first; 400 COMMISSION_LIMITS_INVALID. */
export const saveMoneySettings = (input: CommissionSettingsUpdate) =>
  api<CommissionSettingsAnswer>('/api/admin/payouts/settings', { method: 'PUT', body: commissionSettingsUpdateSchema.parse(input) });

export function useSaveMoneySettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: saveMoneySettings,
    onSuccess: (saved) => qc.setQueryData(moneySettingsKey, saved),
    // The minimum and schedule decide who is due and when.
    onSettled: () => qc.invalidateQueries({ queryKey: ADMIN_MONEY_KEY }),
  });
}
