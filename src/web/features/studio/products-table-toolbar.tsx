import { Search, X } from 'lucide-react';
import type { FormEvent } from 'react';
import type { ProductStatus } from '@domain/catalog/product-input';
import { cn } from '../../lib/cn';
import { useTranslation } from '../../lib/use-translation';
import type { ProductCounts } from './get-studio-products';
import { chipCount, FILTERS, SEARCH_MAX } from './products-table-state';

interface ToolbarProps {
  draft: string;
  status: ProductStatus | null;
  counts: ProductCounts | undefined;
  onType: (text: string) => void;
  /** Enter: the typed text goes to the address at once. */
  onSubmit: () => void;
  onClear: () => void;
  onChooseStatus: (status: ProductStatus | null) => void;
}

/** The products table's search box and its status chips with counts. */
export function ProductsToolbar({ draft, status: chosen, counts, onType, onSubmit, onClear, onChooseStatus }: ToolbarProps) {
  const { t } = useTranslation('studio');
  return (
    <>
      <form
        role="search"
        className="mt-4"
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <label htmlFor="studio-products-search" className="sr-only">
          {t('products.search.label')}
        </label>
        <div className="relative max-w-md">
          <Search aria-hidden className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-muted" />
          <input
            id="studio-products-search"
            type="search"
            value={draft}
            maxLength={SEARCH_MAX}
            onChange={(event) => onType(event.target.value)}
            placeholder={t('products.search.placeholder')}
            enterKeyHint="search"
            autoComplete="off"
            data-testid="studio-products-search"
            className="min-h-11 w-full rounded-full border border-line bg-white pr-11 pl-9 text-base outline-none transition-colors focus:border-emerald focus:ring-2 focus:ring-emerald/20 [&::-webkit-search-cancel-button]:hidden"
          />
          {draft ? (
            <button
              type="button"
              onClick={onClear}
              aria-label={t('products.search.clear')}
              className="absolute top-0 right-0 grid h-11 w-11 place-items-center rounded-full text-muted hover:text-ink"
            >
              <X aria-hidden className="h-4 w-4" />
            </button>
          ) : null}
        </div>
      </form>

      <div role="group" aria-label={t('products.filters.label')} className="-mx-4 mt-3 mb-5 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:px-0">
        {FILTERS.map((status) => {
          const count = chipCount(counts, status);
          const active = chosen === status;
          return (
            <button
              key={status ?? 'all'}
              type="button"
              onClick={() => onChooseStatus(status)}
              aria-pressed={active}
              data-testid={`studio-products-filter-${status ?? 'all'}`}
              className={cn(
                'inline-flex min-h-11 shrink-0 items-center gap-2 rounded-full border px-4 text-sm font-semibold whitespace-nowrap transition-colors',
                active ? 'border-ink bg-ink text-cotton' : 'border-line bg-white text-ink hover:border-ink/50',
              )}
            >
              {status ? t(`status.${status}`) : t('products.filters.all')}
              {count !== null ? <span className={cn('rounded-full px-2 text-xs tabular-nums', active ? 'bg-cotton/20' : 'bg-linen')}>{count}</span> : null}
            </button>
          );
        })}
      </div>
    </>
  );
}
