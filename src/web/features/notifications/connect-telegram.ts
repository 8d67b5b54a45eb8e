import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TelegramConnect } from '@domain/notifications/api';
import { api } from '../../lib/api-client';
import { NOTIFICATION_SETTINGS_KEY } from './notification-keys';

/** A one-time t.me link (10 minutes) that links the chat which opens it. */
export const connectTelegram = () => api<TelegramConnect>('/api/notifications/telegram/connect', { method: 'POST' });

export function useConnectTelegram() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: connectTelegram, onSettled: () => qc.invalidateQueries({ queryKey: NOTIFICATION_SETTINGS_KEY }) });
}
