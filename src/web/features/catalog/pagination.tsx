import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from '../../lib/use-translation';
import { cn } from '../../lib/cn';

/** Page numbers with ellipses: first, last, and two either side of the current page. */
export function pageWindow(page: number, count: number): (number | 'gap')[] {
  const pages = new Set([1, count, page - 2, page - 1, page, page + 1, page + 2].filter((p) => p >= 1 && p <= count));
  const sorted = [...pages].sort((a, b) => a - b);
  const out: (number | 'gap')[] = [];
  sorted.forEach((p, i) => {
    const prev = sorted[i - 1];
    if (prev !== undefined && p - prev > 1) out.push('gap');
    out.push(p);
  });
  return out;
}

export function Pagination({ page, pageCount, onPage }: { page: number; pageCount: number; onPage: (page: number) => void }) {
  const { t } = useTranslation('browse');
  if (pageCount <= 1) return null;
  const btn = 'grid h-11 min-w-11 place-items-center rounded-full px-3 text-sm font-semibold';
  return (
    <nav aria-label={t('pagination.label')} className="mt-10 flex flex-wrap items-center justify-center gap-1">
      <button className={cn(btn, 'hover:bg-linen disabled:opacity-40')} disabled={page <= 1} onClick={() => onPage(page - 1)} aria-label={t('pagination.previous')}>
        <ChevronLeft aria-hidden className="h-5 w-5" />
      </button>
      {pageWindow(page, pageCount).map((p, i) =>
        p === 'gap' ? (
          <span key={`gap-${i}`} className="px-1 text-muted">
            …
          </span>
        ) : (
          <button
            key={p}
            className={cn(btn, p === page ? 'bg-ink text-cotton' : 'hover:bg-linen')}
            aria-current={p === page ? 'page' : undefined}
            onClick={() => onPage(p)}
          >
            {p}
          </button>
        ),
      )}
      <button className={cn(btn, 'hover:bg-linen disabled:opacity-40')} disabled={page >= pageCount} onClick={() => onPage(page + 1)} aria-label={t('pagination.next')}>
        <ChevronRight aria-hidden className="h-5 w-5" />
      </button>
    </nav>
  );
}
