import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NotificationSettings } from '@domain/notifications/api';
import { api } from '../../lib/api-client';
import { NOTIFICATION_SETTINGS_KEY } from './notification-keys';

/** The signed-in person's channels per kind, and whether Telegram and SMS are offered and set up. */
export const getNotificationSettings = (signal?: AbortSignal) => api<NotificationSettings>('/api/notifications/preferences', { signal });

export const notificationSettingsQuery = () => queryOptions({ queryKey: NOTIFICATION_SETTINGS_KEY, queryFn: ({ signal }) => getNotificationSettings(signal) });

/**
 * With `waitForLinkUntil` (a Connect Telegram link was handed out), asks again every 3 s until that
 * time: the chat is linked in Telegram, not here, and the card should say so when the person
 * comes back without reloading.
 */
export const useNotificationSettings = (opts: { waitForLinkUntil?: number | null } = {}) =>
  useQuery({ ...notificationSettingsQuery(), refetchInterval: () => (opts.waitForLinkUntil && Date.now() < opts.waitForLinkUntil ? 3_000 : false) });
