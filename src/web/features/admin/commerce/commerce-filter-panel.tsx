import { ChevronDown, SlidersHorizontal } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { cn } from '../../../lib/cn';

/**
 * The Products and Orders filters: the search box always in view, the other filters behind a
 * "Filters" toggle on a phone (five stacked fields pushed the list below the fold) and always
 * open from tablet width up.
 */
export function CommerceFilterPanel({
  search,
  active,
  children,
  testId,
  columns = 'sm:grid-cols-2 xl:grid-cols-4',
}: {
  search: ReactNode;
  active: number;
  children: ReactNode;
  testId: string;
  /** The grid of the fields from tablet width up. */
  columns?: string;
}) {
  const { t } = useTranslation('admin-commerce');
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div className="mt-5 rounded-card border border-line bg-white p-4 shadow-card" data-testid={testId}>
      {search}
      <button
        type="button"
        className="mt-3 flex min-h-11 w-full items-center justify-between gap-2 rounded-lg border border-line px-3 text-sm font-semibold md:hidden"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
        data-testid={`${testId}-toggle`}
      >
        <span className="inline-flex items-center gap-2">
          <SlidersHorizontal aria-hidden className="h-4 w-4" />
          {t('filters.toggle')}
          {active > 0 ? <span className="rounded-full bg-ink px-2 py-0.5 text-xs text-cotton">{active}</span> : null}
        </span>
        <ChevronDown aria-hidden className={cn('h-4 w-4 transition-transform', open && 'rotate-180')} />
      </button>
      <div id={id} className={cn('mt-3 gap-3 md:grid', columns, open ? 'grid' : 'hidden')}>
        {children}
      </div>
    </div>
  );
}
