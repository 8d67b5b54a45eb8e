import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Skeleton } from '../../components/ui/skeleton';
import { useTranslation } from '../../lib/use-translation';

/** A list of return requests in its three states (loading, failed, empty), shared by the studio and the console. */
export function RequestList<T extends { id: string }>({ query, empty, render }: { query: UseQueryResult<T[]>; empty: string; render: (request: T) => ReactNode }) {
  const { t } = useTranslation('returns');
  if (query.isPending) return <Skeleton className="h-24 w-full" />;
  if (query.isError) {
    return (
      <p role="alert" className="text-sm text-crimson">
        {t('designer.loadError')}
      </p>
    );
  }
  if (query.data.length === 0) return <p className="text-sm text-muted">{empty}</p>;
  return <ul className="grid gap-3">{query.data.map((r) => render(r))}</ul>;
}
