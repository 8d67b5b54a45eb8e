import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CommissionSettingsAnswer } from '@domain/payouts/api';
import { api } from '../../lib/api-client';
import { ADMIN_MONEY_KEY } from './admin-money-keys';

export type { CommissionSettingsAnswer };

export const moneySettingsKey = [...ADMIN_MONEY_KEY, 'settings'] as const;

export const getMoneySettings = (signal?: AbortSignal) => api<CommissionSettingsAnswer>('/api/admin/payouts/settings', { signal });

export const moneySettingsQuery = () => queryOptions({ queryKey: moneySettingsKey, queryFn: ({ signal }) => getMoneySettings(signal), staleTime: 0 });

/** The commission and payout settings with their version (admins). */
export const useMoneySettings = () => useQuery(moneySettingsQuery());
