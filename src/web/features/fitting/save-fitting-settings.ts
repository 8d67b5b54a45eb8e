import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FittingSettingsResult, FittingSettingsView } from '@domain/fitting/api';
import { fittingSettingsSchema } from '@domain/fitting/schemas';
import { api } from '../../lib/api-client';
import { FITTING_SETTINGS_KEY } from './get-fitting-settings';

/** The first field code of the settings before they are sent (FITTING_DAYS_INVALID, FITTING_REMINDER_INVALID), or null. */
export function settingsProblem(values: FittingSettingsView): string | null {
  const parsed = fittingSettingsSchema.safeParse(values);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'VALIDATION_FAILED');
}

/** Saves the deadlines (audited on the server); the answer replaces the cached settings. */
export const saveFittingSettings = (values: FittingSettingsView) =>
  api<FittingSettingsResult>('/api/admin/fitting/settings', { method: 'PUT', body: fittingSettingsSchema.parse(values) });

export function useSaveFittingSettings() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: saveFittingSettings, onSuccess: (result) => qc.setQueryData(FITTING_SETTINGS_KEY, result) });
}
