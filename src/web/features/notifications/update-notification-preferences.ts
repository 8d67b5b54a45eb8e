import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationSettings, UpdatePreferences } from '@domain/notifications/api';
import { api } from '../../lib/api-client';
import { NOTIFICATION_SETTINGS_KEY } from './notification-keys';

export const updateNotificationPreferences = (input: UpdatePreferences) => api<NotificationSettings>('/api/notifications/preferences', { method: 'PUT', body: input });

export function useUpdateNotificationPreferences() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: updateNotificationPreferences,
    onSuccess: (settings) => qc.setQueryData(NOTIFICATION_SETTINGS_KEY, settings),
    onSettled: () => qc.invalidateQueries({ queryKey: NOTIFICATION_SETTINGS_KEY }),
  });
}
