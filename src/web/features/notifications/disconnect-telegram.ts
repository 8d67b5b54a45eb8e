import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { NOTIFICATION_SETTINGS_KEY } from './notification-keys';

export const disconnectTelegram = () => api<null>('/api/notifications/telegram', { method: 'DELETE' });

export function useDisconnectTelegram() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: disconnectTelegram, onSettled: () => qc.invalidateQueries({ queryKey: NOTIFICATION_SETTINGS_KEY }) });
}
