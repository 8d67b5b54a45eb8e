import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NotificationSettings } from '@domain/notifications/api';
import { api } from '../../lib/api-client';
import { NOTIFICATION_SETTINGS_KEY } from './notification-keys';

/** The signed-in person's channels per kind, and whether Telegram and SMS are offered and set up. */
export const getNotificationSettings = (signal?: AbortSignal) => api<NotificationSettings>('/api/notifications/preferences', { signal });

export const notificationSettingsQuery = () => queryOptions({ queryKey: NOTIFICATION_SETTINGS_KEY, queryFn: ({ signal }) => getNotificationSettings(signal) });

export const useNotificationSettings = () => useQuery(notificationSettingsQuery());
