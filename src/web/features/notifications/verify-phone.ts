import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationSettings, PhoneVerify } from '@domain/notifications/api';
import { api } from '../../lib/api-client';
import { NOTIFICATION_SETTINGS_KEY } from './notification-keys';

export const verifyPhone = (input: PhoneVerify) => api<NotificationSettings>('/api/notifications/phone/verify', { method: 'POST', body: input });

export function useVerifyPhone() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: verifyPhone,
    onSuccess: (settings) => qc.setQueryData(NOTIFICATION_SETTINGS_KEY, settings),
    onSettled: () => qc.invalidateQueries({ queryKey: NOTIFICATION_SETTINGS_KEY }),
  });
}
