import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PayoutAccount, StudioPayoutAccount } from '@domain/payouts/api';
import { api } from '../../lib/api-client';

export type { PayoutAccount, StudioPayoutAccount };

export const studioPayoutAccountKey = ['studio', 'payout-account'] as const;

export const getStudioPayoutAccount = (signal?: AbortSignal) => api<StudioPayoutAccount>('/api/studio/payout-account', { signal });

export const studioPayoutAccountQuery = () =>
  queryOptions({ queryKey: studioPayoutAccountKey, queryFn: ({ signal }) => getStudioPayoutAccount(signal), staleTime: 30_000 });

/** Where the designer is paid (masked), the banks she may choose from and the hold after a change. */
export const useStudioPayoutAccount = (enabled = true) => useQuery({ ...studioPayoutAccountQuery(), enabled });
