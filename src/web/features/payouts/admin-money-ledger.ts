import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DesignerLedger } from '@domain/payouts/api';
import { api, toQuery } from '../../lib/api-client';
import { ADMIN_MONEY_KEY } from './admin-money-keys';

export type { DesignerLedger };

export const designerLedgerKey = (designerId: string, month: string, page: number) => [...ADMIN_MONEY_KEY, 'ledger', designerId, month, page] as const;

export const getDesignerLedger = (designerId: string, month: string, page: number, signal?: AbortSignal) =>
  api<DesignerLedger>(`/api/admin/payouts/designers/${encodeURIComponent(designerId)}/ledger${toQuery({ month, page })}`, { signal });

export const designerLedgerQuery = (designerId: string, month: string, page: number) =>
  queryOptions({
    queryKey: designerLedgerKey(designerId, month, page),
    queryFn: ({ signal }) => getDesignerLedger(designerId, month, page, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

/** A designer's balance, settings, masked payout account and a month's entries, a page at a time (admins). */
export const useDesignerLedger = (designerId: string | null, month: string, page: number) =>
  useQuery({ ...designerLedgerQuery(designerId ?? '', month, page), enabled: designerId !== null });
