import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PhoneAdd, PhoneAdded } from '@domain/notifications/api';
import { api } from '../../lib/api-client';
import { NOTIFICATION_SETTINGS_KEY } from './notification-keys';

/** Stores the number unconfirmed and sends it a 6-digit code by SMS. */
export const addPhone = (input: PhoneAdd) => api<PhoneAdded>('/api/notifications/phone', { method: 'PUT', body: input });

export function useAddPhone() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: addPhone, onSettled: () => qc.invalidateQueries({ queryKey: NOTIFICATION_SETTINGS_KEY }) });
}
