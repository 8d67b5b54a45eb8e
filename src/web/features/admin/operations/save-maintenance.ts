import { useMutation, useQueryClient } from '@tanstack/react-query';
import { maintenanceSettingsSchema, type MaintenanceSettingsInput } from '@domain/maintenance';
import { api } from '../../../lib/api-client';
import { maintenanceKey, type MaintenanceSettingsView } from './get-maintenance';

export { maintenanceSettingsSchema };

export const saveMaintenance = (input: MaintenanceSettingsInput) =>
  api<MaintenanceSettingsView>('/api/admin/maintenance', { method: 'PUT', body: maintenanceSettingsSchema.parse(input) });

/** Saves the switch and the texts; the shell's site data (the flag the gate shows) follows. */
export function useSaveMaintenance() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: saveMaintenance,
    onSuccess: (saved) => qc.setQueryData(maintenanceKey, saved),
    onSettled: () => Promise.all([qc.invalidateQueries({ queryKey: maintenanceKey }), qc.invalidateQueries({ queryKey: ['site'] })]),
  });
}
