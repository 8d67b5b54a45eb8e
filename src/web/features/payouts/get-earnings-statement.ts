import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { LedgerEntry, Statement } from '@domain/payouts/api';
import { api, toQuery } from '../../lib/api-client';
import { STUDIO_EARNINGS_KEY } from './get-studio-earnings';

export type { LedgerEntry, Statement };

export const earningsStatementKey = (month: string, page: number) => [...STUDIO_EARNINGS_KEY, 'statement', month, page] as const;

export const getEarningsStatement = (month: string, page: number, signal?: AbortSignal) =>
  api<Statement>(`/api/studio/earnings/statement${toQuery({ month, page })}`, { signal });

export const earningsStatementQuery = (month: string, page: number) =>
  queryOptions({ queryKey: earningsStatementKey(month, page), queryFn: ({ signal }) => getEarningsStatement(month, page, signal), staleTime: 30_000 });

/** The CSV of a whole month: a plain link, so the browser downloads it with the session's cookie. */
export const earningsStatementCsvHref = (month: string) => `/api/studio/earnings/statement.csv${toQuery({ month })}`;

/** One page (100 entries) of a month's statement; the previous page stays shown while the next loads. */
export const useEarningsStatement = (month: string, page: number, enabled = true) =>
  useQuery({ ...earningsStatementQuery(month, page), enabled, placeholderData: keepPreviousData });
