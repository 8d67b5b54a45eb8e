import { cn } from '../../lib/cn';
import { useTranslation } from '../../lib/use-translation';
import type { StudioProductRow } from './get-studio-products';
import { RowActions } from './product-row-actions';
import { Name, Price, StatusBadge, Stock, SuspensionHint, Thumb, useDateFormat } from './products-table-cells';

/** Wide screens: a real table, one row per product. */
export function ProductsGrid({ rows, onRemoved }: { rows: StudioProductRow[]; onRemoved: () => void }) {
  const { t } = useTranslation('studio');
  const date = useDateFormat();
  const th = 'px-3 py-2 text-left text-xs font-semibold tracking-wide text-muted uppercase';
  return (
    <div className="overflow-hidden rounded-card border border-line bg-white shadow-card">
      <table className="w-full text-sm" data-testid="studio-products-table">
        <caption className="sr-only">{t('products.caption')}</caption>
        <thead className="border-b border-line bg-linen/50">
          <tr>
            <th scope="col" className={cn(th, 'w-16')}>
              <span className="sr-only">{t('products.columns.photo')}</span>
            </th>
            <th scope="col" className={th}>
              {t('products.columns.name')}
            </th>
            <th scope="col" className={th}>
              {t('products.columns.status')}
            </th>
            <th scope="col" className={cn(th, 'text-right')}>
              {t('products.columns.price')}
            </th>
            <th scope="col" className={cn(th, 'text-right')}>
              {t('products.columns.stock')}
            </th>
            <th scope="col" className={cn(th, 'text-right')}>
              {t('products.columns.sold')}
            </th>
            <th scope="col" className={th}>
              {t('products.columns.updated')}
            </th>
            <th scope="col" className={cn(th, 'text-right')}>
              <span className="sr-only">{t('products.columns.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {rows.map((row) => (
            <tr key={row.id} data-testid="studio-product" data-product-id={row.id} data-status={row.status} className="align-middle">
              <td className="px-3 py-2">
                <Thumb src={row.primaryImageUrl} />
              </td>
              <th scope="row" className="max-w-xs px-3 py-2 text-left font-normal">
                <Name row={row} />
              </th>
              <td className="px-3 py-2">
                <StatusBadge row={row} />
                <SuspensionHint row={row} className="mt-1 max-w-[14rem]" />
              </td>
              <td className="px-3 py-2 text-right">
                <Price row={row} />
              </td>
              <td className="px-3 py-2 text-right">
                <Stock stock={row.stockQuantity} />
              </td>
              <td className="px-3 py-2 text-right tabular-nums">{row.sold}</td>
              <td className="px-3 py-2 whitespace-nowrap text-ink-soft">{date(row.updatedAt) ? <time dateTime={row.updatedAt}>{date(row.updatedAt)}</time> : null}</td>
              <td className="px-3 py-2">
                <RowActions row={row} layout="icons" onRemoved={onRemoved} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Phones and tablets: one card per product, every fact and action visible without scrolling sideways. */
export function ProductCards({ rows, onRemoved }: { rows: StudioProductRow[]; onRemoved: () => void }) {
  const { t } = useTranslation('studio');
  const date = useDateFormat();
  return (
    <ul className="grid gap-3 sm:grid-cols-2" data-testid="studio-products-cards">
      {rows.map((row) => {
        const updated = date(row.updatedAt);
        return (
          <li key={row.id}>
            <article data-testid="studio-product" data-product-id={row.id} data-status={row.status} className="overflow-hidden rounded-card border border-line bg-white shadow-card">
              <div className="flex gap-3 p-4">
                <Thumb src={row.primaryImageUrl} />
                <div className="min-w-0 flex-1">
                  <div className="flex items-start justify-between gap-2">
                    <Name row={row} as="h3" />
                    <StatusBadge row={row} />
                  </div>
                  <div className="mt-1">
                    <Price row={row} />
                  </div>
                  <SuspensionHint row={row} className="mt-2" />
                </div>
              </div>
              <dl className="grid grid-cols-3 gap-2 border-t border-line px-4 py-2 text-sm">
                <div>
                  <dt className="text-xs text-muted">{t('products.columns.stock')}</dt>
                  <dd>
                    <Stock stock={row.stockQuantity} />
                  </dd>
                </div>
                <div>
                  <dt className="text-xs text-muted">{t('products.columns.sold')}</dt>
                  <dd className="tabular-nums">{row.sold}</dd>
                </div>
                <div>
                  <dt className="text-xs text-muted">{t('products.columns.updated')}</dt>
                  <dd className="text-ink-soft">{updated ? <time dateTime={row.updatedAt}>{updated}</time> : null}</dd>
                </div>
              </dl>
              <RowActions row={row} layout="bar" onRemoved={onRemoved} />
            </article>
          </li>
        );
      })}
    </ul>
  );
}
