import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../components/ui/button';
import { ErrorPanel } from '../../../components/ui/error-panel';
import { EmptyState } from '../../../components/ui/page';
import { cn } from '../../../lib/cn';
import { useErrorText } from '../../../lib/error-text';

interface ListQuery {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  isPlaceholderData: boolean;
  refetch: () => unknown;
}

/** 'products' or 'orders': the texts under that key and the test ids `admin-<kind>-…`. */
type Kind = 'products' | 'orders';

/**
 * The states a filtered, paged console list goes through — loading, failed, empty (with or
 * without filters), then the count and the rows — shared by Products and Orders.
 */
export function CommerceList({
  kind,
  query,
  counts,
  filtered,
  onClear,
  emptyIcon,
  skeleton,
  children,
}: {
  kind: Kind;
  query: ListQuery;
  /** Rows on this page and in all; null while loading or failed. */
  counts: { shown: number; total: number } | null;
  filtered: boolean;
  onClear: () => void;
  emptyIcon: ReactNode;
  /** One placeholder row, repeated while the first page loads. */
  skeleton: ReactNode;
  /** The rows, as list items. */
  children: ReactNode;
}) {
  const { t } = useTranslation('admin-commerce');
  const errorText = useErrorText(['admin-commerce', 'admin']);
  if (query.isPending) {
    return (
      <ul className="grid gap-3" aria-busy aria-label={t(`${kind}.loading`)}>
        {[0, 1, 2, 3].map((i) => (
          <li key={i}>{skeleton}</li>
        ))}
      </ul>
    );
  }
  if (query.isError || counts === null) return <ErrorPanel message={`${t(`${kind}.loadError`)} ${errorText(query.error)}`} onRetry={() => void query.refetch()} />;
  if (counts.shown === 0) {
    return (
      <div data-testid={`admin-${kind}-empty`}>
        <EmptyState
          icon={emptyIcon}
          title={filtered ? t(`${kind}.emptyFiltered.title`) : t(`${kind}.empty.title`)}
          description={filtered ? t(`${kind}.emptyFiltered.body`) : t(`${kind}.empty.body`)}
          actions={
            filtered ? (
              <Button variant="outline" onClick={onClear}>
                {t('filters.clear')}
              </Button>
            ) : null
          }
        />
      </div>
    );
  }
  return (
    <>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-muted" aria-live="polite" data-testid={`admin-${kind}-count`}>
          {t(`${kind}.count`, { count: counts.total })}
        </p>
        {filtered ? (
          <Button variant="link" size="sm" onClick={onClear}>
            {t('filters.clear')}
          </Button>
        ) : null}
      </div>
      <ul className={cn('grid gap-3 transition-opacity', query.isPlaceholderData && 'opacity-60')} data-testid={`admin-${kind}-list`}>
        {children}
      </ul>
    </>
  );
}
