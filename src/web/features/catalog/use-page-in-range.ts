import { useEffect } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A page past the last one (a stale link, a list that shrank, a typed number) goes to the last
 * page there is, replacing the address rather than adding to the history.
 */
export function usePageInRange(data: { page: number; pageCount: number } | undefined, isPlaceholderData: boolean): void {
  const [params, setParams] = useSearchParams();
  const last = data && !isPlaceholderData && data.page > Math.max(1, data.pageCount) ? Math.max(1, data.pageCount) : null;
  useEffect(() => {
    if (last === null) return;
    const next = new URLSearchParams(params);
    if (last === 1) next.delete('page');
    else next.set('page', String(last));
    setParams(next, { replace: true });
  }, [last, params, setParams]);
}
