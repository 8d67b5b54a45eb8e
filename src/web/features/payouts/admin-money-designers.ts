import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminDesigners } from '@domain/catalog/api';
import { api } from '../../lib/api-client';

export interface MoneyDesigner {
  id: string;
  name: string;
}

/**
 * The designers to pick from (the console's own list, GET /api/admin/designers). The admin feature
 * imports this one for its Money section, so this feature reads the list itself rather than
 * importing back; its key is the Designers section's, so both share one copy.
 */
export const moneyDesignersKey = ['admin', 'designers'] as const;

export const moneyDesignersQuery = () =>
  queryOptions({
    queryKey: moneyDesignersKey,
    queryFn: ({ signal }) => api<AdminDesigners>('/api/admin/designers', { signal }),
    staleTime: 10_000,
    select: (data): MoneyDesigner[] =>
      data.items.map((d) => ({ id: d.id, name: d.businessName ? `${d.fullName} · ${d.businessName}` : d.fullName })).sort((a, b) => a.name.localeCompare(b.name)),
  });

export const useMoneyDesigners = () => useQuery(moneyDesignersQuery());
