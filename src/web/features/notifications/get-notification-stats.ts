import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { NotificationStats } from '@domain/notifications/api';
import { api } from '../../lib/api-client';

export type { NotificationStats };

export const notificationStatsKey = (days: number) => ['notification-stats', days] as const;

/** Deliveries per channel over `days` and the 20 newest failures (admins). */
export const getNotificationStats = (days: number, signal?: AbortSignal) => api<NotificationStats>(`/api/admin/notifications?days=${days}`, { signal });

/** Refetched each minute while open: the sender runs every minute, so the figures move. */
export const notificationStatsQuery = (days: number) =>
  queryOptions({ queryKey: notificationStatsKey(days), queryFn: ({ signal }) => getNotificationStats(days, signal), staleTime: 0, refetchInterval: 60_000 });

/** The previous period's figures stay on screen (marked as updating) while another period loads. */
export const useNotificationStats = (days: number) => useQuery({ ...notificationStatsQuery(days), placeholderData: keepPreviousData });
