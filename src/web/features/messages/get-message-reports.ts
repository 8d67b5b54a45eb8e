import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MessageReports } from '@domain/messages/api';
import { api } from '../../lib/api-client';
import { REPORTS_KEY } from './message-keys';

/** The console's reported messages, newest report first. */
export const getMessageReports = (signal?: AbortSignal) => api<MessageReports>('/api/admin/message-reports', { signal });

export const messageReportsQuery = () => queryOptions({ queryKey: REPORTS_KEY, queryFn: ({ signal }) => getMessageReports(signal) });

export const useMessageReports = () => useQuery(messageReportsQuery());
