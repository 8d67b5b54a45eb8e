import { AlertTriangle } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { isOnSale, type ProductStatus } from '@domain/catalog/product-input';
import { Badge } from '../../components/ui/badge';
import { Skeleton } from '../../components/ui/skeleton';
import { cn } from '../../lib/cn';
import { useTranslation } from '../../lib/use-translation';
import { useMoney } from '../currency';
import type { StudioProductRow } from './get-studio-products';
import { isLowStock } from './products-table-state';

/** The pieces of one product's row or card in the designer's products table, and the table's skeleton. */

const STATUS_TONE = { published: 'emerald', draft: 'neutral', hidden: 'ink' } as const;
const intlLocale = (language: string) => (language === 'am-ET' ? 'am-ET' : 'en-US');

export function StatusBadge({ row }: { row: { status: ProductStatus; hiddenByAdmin: boolean; hiddenBySuspension: boolean } }) {
  const { t } = useTranslation('studio');
  if (row.hiddenByAdmin) {
    return (
      <Badge tone="crimson" className="whitespace-nowrap">
        {t('status.hiddenByAdmin')}
      </Badge>
    );
  }
  if (row.hiddenBySuspension) {
    return (
      <span data-testid="studio-product-suspension-hidden">
        <Badge tone="ink" className="whitespace-nowrap">
          {t('status.hiddenBySuspension')}
        </Badge>
      </span>
    );
  }
  return (
    <Badge tone={STATUS_TONE[row.status]} className="whitespace-nowrap">
      {t(`status.${row.status}`)}
    </Badge>
  );
}

/** Under a product the suspension took out: what happens to it when the shop returns (the notice above the list says why). */
export function SuspensionHint({ row, className }: { row: { hiddenByAdmin: boolean; hiddenBySuspension: boolean }; className?: string }) {
  const { t } = useTranslation('studio');
  if (row.hiddenByAdmin || !row.hiddenBySuspension) return null;
  return <p className={cn('text-xs leading-snug text-ink-soft', className)}>{t('products.suspensionHint')}</p>;
}

export function Thumb({ src }: { src: string | null }) {
  const [failed, setFailed] = useState(false);
  return (
    <img
      src={!src || failed ? '/placeholder-product.svg' : src}
      // The name is written next to it; the picture adds nothing for a screen reader.
      alt=""
      width={48}
      height={60}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
      className="aspect-[4/5] w-12 shrink-0 self-start rounded-lg bg-linen object-cover"
    />
  );
}

export function Price({ row }: { row: StudioProductRow }) {
  const { t } = useTranslation('studio');
  const { formatFrom } = useMoney();
  const sale = isOnSale(row);
  return (
    <span className="inline-flex flex-wrap items-baseline justify-end gap-x-1.5">
      <span className={cn('font-semibold tabular-nums', sale && 'text-crimson')}>{formatFrom(row.priceMinor, row.currency)}</span>
      {sale && row.originalPriceMinor !== null ? (
        <del className="text-xs text-muted tabular-nums">
          <span className="sr-only">{t('products.was')} </span>
          {formatFrom(row.originalPriceMinor, row.currency)}
        </del>
      ) : null}
    </span>
  );
}

export function Stock({ stock }: { stock: number }) {
  const { t } = useTranslation('studio');
  const low = isLowStock(stock);
  return (
    <span className={cn('inline-flex items-center gap-1 tabular-nums', low && 'font-semibold text-[#8f1b2a]')}>
      {low ? <AlertTriangle aria-hidden className="h-3.5 w-3.5" /> : null}
      {stock}
      {low ? <span className="sr-only"> {t('products.lowStock')}</span> : null}
    </span>
  );
}

export function Name({ row, as: Tag = 'p' }: { row: StudioProductRow; as?: 'p' | 'h3' }) {
  const { t } = useTranslation('studio');
  return (
    <div className="min-w-0">
      <Tag className="font-semibold break-words">{row.name}</Tag>
      {row.nameAm ? (
        <p lang="am" className="text-sm break-words text-ink-soft">
          {row.nameAm}
        </p>
      ) : null}
      {row.fulfilment === 'made_to_measure' ? <p className="text-xs text-muted">{t('products.madeToMeasure')}</p> : null}
    </div>
  );
}

export function useDateFormat() {
  const { i18n } = useTranslation('studio');
  const format = useMemo(() => new Intl.DateTimeFormat(intlLocale(i18n.language), { dateStyle: 'medium' }), [i18n.language]);
  return useCallback(
    (iso: string) => {
      const ms = Date.parse(iso);
      return Number.isNaN(ms) ? null : format.format(ms);
    },
    [format],
  );
}

export function ProductsSkeleton({ wide }: { wide: boolean }) {
  if (wide) {
    return (
      <div className="overflow-hidden rounded-card border border-line bg-white shadow-card" aria-hidden>
        <div className="h-9 border-b border-line bg-linen/50" />
        {[0, 1, 2, 3, 4].map((i) => (
          <div key={i} className="flex items-center gap-4 border-b border-line px-3 py-2 last:border-b-0">
            <Skeleton className="aspect-[4/5] w-12 rounded-lg" />
            <div className="flex-1 space-y-2">
              <Skeleton className="h-4 w-48" />
              <Skeleton className="h-3 w-32" />
            </div>
            <Skeleton className="h-5 w-20 rounded-full" />
            <Skeleton className="h-4 w-16" />
            <Skeleton className="h-4 w-8" />
            <Skeleton className="h-4 w-8" />
            <Skeleton className="h-4 w-24" />
            <Skeleton className="h-8 w-40" />
          </div>
        ))}
      </div>
    );
  }
  return (
    <ul className="grid gap-3 sm:grid-cols-2" aria-hidden>
      {[0, 1, 2].map((i) => (
        <li key={i} className="rounded-card border border-line bg-white p-4 shadow-card">
          <div className="flex gap-3">
            <Skeleton className="aspect-[4/5] w-12 rounded-lg" />
            <div className="flex-1 space-y-2">
              <Skeleton className="h-4 w-3/5" />
              <Skeleton className="h-3 w-2/5" />
              <Skeleton className="h-4 w-20" />
            </div>
          </div>
          <Skeleton className="mt-4 h-10" />
        </li>
      ))}
    </ul>
  );
}
