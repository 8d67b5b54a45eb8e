import { useMutation, useQueryClient } from '@tanstack/react-query';
import { designerPayoutSettingsSchema, type DesignerPayoutSettings } from '@domain/payouts/api';
import type { z } from 'zod';
import { api } from '../../lib/api-client';
import { ADMIN_MONEY_KEY } from './admin-money-keys';

export { designerPayoutSettingsSchema };

/** A designer's own rate (null: the platform's) and payout currency; audited on the server. 404 DESIGNER_NOT_FOUND. */
export const saveDesignerPayoutSettings = ({ designerId, ...input }: z.input<typeof designerPayoutSettingsSchema> & { designerId: string }) =>
  api<DesignerPayoutSettings>(`/api/admin/payouts/designers/${encodeURIComponent(designerId)}`, { method: 'PUT', body: designerPayoutSettingsSchema.parse(input) });

export function useSaveDesignerPayoutSettings() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: saveDesignerPayoutSettings, onSettled: () => qc.invalidateQueries({ queryKey: ADMIN_MONEY_KEY }) });
}
