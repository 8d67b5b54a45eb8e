import { AlertTriangle, Eye, EyeOff, MessageSquareWarning, PackageSearch, Pencil, ShieldAlert, Star, StarOff } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link, useSearchParams } from 'react-router';
import { PRODUCT_LIMITS, PRODUCT_STATUSES } from '@domain/catalog/product-input';
import { formatMoney } from '@domain/money';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { SelectField, TextAreaField } from '../../../components/ui/form-fields';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/toast';
import { UrlSearchBox } from '../../../components/ui/url-search-box';
import { cn } from '../../../lib/cn';
import { useEditUrlParams } from '../../../lib/use-edit-url-params';
import { useErrorText } from '../../../lib/error-text';
import { Pagination, ProductImage, useCategories, useLocalizedName } from '../../catalog';
import { CommerceFilterPanel } from './commerce-filter-panel';
import { hasFilters, readProductsQuery, SEARCH_MAX, setFilter } from './commerce-params';
import { ADMIN_PRODUCTS_REVIEW, useAdminProducts, type AdminProduct } from './get-admin-products';
import { useSetProductFeatured, useSetProductHidden } from './set-product-visibility';
import { CommerceList } from './commerce-list';

const STATUS_TONE = { draft: 'neutral', published: 'emerald', hidden: 'saffron' } as const;

/** Admin console section: every product of every designer, to hide, feature or open for editing. */
export function ProductsSection() {
  const { t } = useTranslation('admin-commerce');
  const [params] = useSearchParams();
  const edit = useEditUrlParams();
  const query = readProductsQuery(params);
  const list = useAdminProducts(query);
  const [hiding, setHiding] = useState<AdminProduct | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const filter = (name: string, value: string | null) => edit((next) => setFilter(next, name, value), { replace: true, preventScrollReset: true });

  return (
    <section aria-labelledby="admin-products-title" data-testid="admin-products">
      <h2 id="admin-products-title" className="font-display text-2xl font-semibold">
        {t('products.title')}
      </h2>
      <p className="mt-1 text-ink-soft">{t('products.subtitle')}</p>

      <ProductFilters designers={list.data?.designers ?? []} onFilter={filter} />

      <div className="mt-5">
        <ProductList
          state={list}
          filtered={hasFilters(params)}
          onClear={() => edit((next) => ['q', 'designer', 'category', 'status', 'low', 'review', 'page'].forEach((p) => next.delete(p)), { replace: true })}
          onHide={(p) => {
            setHiding(p);
            setDialogOpen(true);
          }}
        />
      </div>
      {list.data ? (
        <Pagination
          page={list.data.page}
          pageCount={list.data.pageCount}
          onPage={(page) =>
            edit((next) => {
              if (page > 1) next.set('page', String(page));
              else next.delete('page');
            })
          }
        />
      ) : null}
      {hiding ? <HideDialog key={hiding.id} product={hiding} open={dialogOpen} onOpenChange={setDialogOpen} /> : null}
    </section>
  );
}

function ProductFilters({ designers, onFilter }: { designers: { id: string; name: string | null }[]; onFilter: (name: string, value: string | null) => void }) {
  const { t } = useTranslation('admin-commerce');
  const [params] = useSearchParams();
  const query = readProductsQuery(params);
  const categories = useCategories();
  const localizedName = useLocalizedName();
  const lowId = useId();
  return (
    <CommerceFilterPanel
      testId="admin-products-filters"
      active={[query.designer, query.category, query.status, query.review, query.lowStock || null].filter(Boolean).length}
      search={
        <UrlSearchBox
          value={query.search ?? undefined}
          onCommit={(value) => onFilter('q', value)}
          label={t('products.filters.search')}
          placeholder={t('products.filters.searchPlaceholder')}
          clearLabel={t('filters.clearSearch')}
          maxLength={SEARCH_MAX}
          testId="admin-products-search"
        />
      }
    >
      <SelectField label={t('products.filters.designer')} value={query.designer ?? ''} onChange={(e) => onFilter('designer', e.target.value || null)} data-testid="admin-products-designer">
        <option value="">{t('filters.allDesigners')}</option>
        {designers.map((d) => (
          <option key={d.id} value={d.id}>
            {d.name ?? t('products.unknownDesigner')}
          </option>
        ))}
      </SelectField>
      <SelectField label={t('products.filters.category')} value={query.category ?? ''} onChange={(e) => onFilter('category', e.target.value || null)} data-testid="admin-products-category">
        <option value="">{t('filters.allCategories')}</option>
        {(categories.data ?? []).map((c) => (
          <option key={c.id} value={c.id}>
            {localizedName(c.name, c.nameAm)}
          </option>
        ))}
      </SelectField>
      <SelectField label={t('products.filters.status')} value={query.status ?? ''} onChange={(e) => onFilter('status', e.target.value || null)} data-testid="admin-products-status">
        <option value="">{t('filters.allStatuses')}</option>
        {PRODUCT_STATUSES.map((s) => (
          <option key={s} value={s}>
            {t(`products.status.${s}`)}
          </option>
        ))}
      </SelectField>
      <SelectField label={t('products.filters.review')} value={query.review ?? ''} onChange={(e) => onFilter('review', e.target.value || null)} data-testid="admin-products-review">
        <option value="">{t('products.review.all')}</option>
        {ADMIN_PRODUCTS_REVIEW.map((r) => (
          <option key={r} value={r}>
            {t(`products.review.${r}`)}
          </option>
        ))}
      </SelectField>
      <div className="flex items-end">
        <label htmlFor={lowId} className="flex min-h-11 w-full cursor-pointer items-center gap-3 rounded-lg border border-line px-3 text-sm font-semibold">
          <input id={lowId} type="checkbox" className="h-5 w-5 accent-emerald" checked={query.lowStock} onChange={(e) => onFilter('low', e.target.checked ? '1' : null)} data-testid="admin-products-low" />
          {t('products.filters.lowStock')}
        </label>
      </div>
    </CommerceFilterPanel>
  );
}

function ProductList({
  state,
  filtered,
  onClear,
  onHide,
}: {
  state: ReturnType<typeof useAdminProducts>;
  filtered: boolean;
  onClear: () => void;
  onHide: (p: AdminProduct) => void;
}) {
  const items = state.data?.items ?? [];
  return (
    <CommerceList
      kind="products"
      query={state}
      counts={state.data ? { shown: items.length, total: state.data.total } : null}
      filtered={filtered}
      onClear={onClear}
      emptyIcon={<PackageSearch aria-hidden className="mx-auto h-10 w-10" />}
      skeleton={
        <div className="flex items-center gap-4 rounded-card border border-line bg-white p-4">
          <Skeleton className="h-16 w-14 shrink-0 rounded-lg" />
          <div className="grid flex-1 gap-2">
            <Skeleton className="h-5 w-1/2" />
            <Skeleton className="h-4 w-1/3" />
          </div>
        </div>
      }
    >
      {items.map((p) => (
        <li key={p.id}>
          <ProductRow product={p} onHide={onHide} />
        </li>
      ))}
    </CommerceList>
  );
}

function ProductRow({ product: p, onHide }: { product: AdminProduct; onHide: (p: AdminProduct) => void }) {
  const { t, i18n } = useTranslation('admin-commerce');
  const errorText = useErrorText(['admin-commerce', 'admin']);
  const localizedName = useLocalizedName();
  const hide = useSetProductHidden();
  const feature = useSetProductFeatured();
  const name = localizedName(p.name, p.nameAm);
  const category = p.categoryName ? localizedName(p.categoryName, p.categoryNameAm) : t('products.noCategory');
  const locale = i18n.language === 'am-ET' ? 'am-ET' : 'en-US';

  const toggleFeatured = () =>
    feature.mutate(
      { id: p.id, featured: !p.isFeatured },
      {
        onSuccess: (after) => toast({ title: after.isFeatured ? t('products.toast.featured') : t('products.toast.unfeatured'), description: name, variant: 'success' }),
        onError: (err) => toast({ title: t('products.toast.failed'), description: errorText(err), variant: 'destructive' }),
      },
    );
  const unhide = () =>
    hide.mutate(
      { id: p.id, hidden: false },
      {
        onSuccess: () => toast({ title: t('products.toast.shown'), description: name, variant: 'success' }),
        onError: (err) => toast({ title: t('products.toast.failed'), description: errorText(err), variant: 'destructive' }),
      },
    );

  return (
    <article
      className="grid gap-3 rounded-card border border-line bg-white p-3 shadow-card sm:p-4 md:grid-cols-[minmax(0,1fr)_auto] md:items-center"
      data-testid="admin-product-row"
      data-product-id={p.id}
      data-status={p.status}
      aria-label={name}
    >
      <div className="flex min-w-0 gap-3">
        <ProductImage src={p.primaryImageUrl} alt="" className="h-20 w-16 shrink-0 rounded-lg object-cover" />
        <div className="min-w-0">
          <h3 className="break-words font-semibold leading-snug">{name}</h3>
          <p className="mt-0.5 truncate text-sm text-ink-soft">
            {p.designerName ?? t('products.unknownDesigner')} · {category}
          </p>
          <div className="mt-2 flex flex-wrap items-center gap-1.5">
            <Badge tone={STATUS_TONE[p.status]}>{t(`products.status.${p.status}`)}</Badge>
            {p.hiddenByAdmin ? (
              <span data-testid="admin-product-hidden-by-admin">
                <Badge tone="crimson">
                  <ShieldAlert aria-hidden className="h-3 w-3" />
                  {t('products.hiddenByAdmin')}
                </Badge>
              </span>
            ) : null}
            {p.hiddenByAdmin && p.reviewRequestedAt ? (
              <span data-testid="admin-product-review-requested">
                <Badge tone="saffron">
                  <MessageSquareWarning aria-hidden className="h-3 w-3" />
                  {t('products.reviewRequested')}
                </Badge>
              </span>
            ) : null}
            {p.isFeatured ? (
              <Badge tone="ink">
                <Star aria-hidden className="h-3 w-3" />
                {t('products.featured')}
              </Badge>
            ) : null}
            <span className={cn('inline-flex items-center gap-1 text-xs font-semibold', p.lowStock ? 'text-crimson' : 'text-muted')} data-testid={p.lowStock ? 'admin-product-low-stock' : undefined}>
              {p.lowStock ? <AlertTriangle aria-hidden className="h-3.5 w-3.5" /> : null}
              {p.stockQuantity === 0 ? t('products.soldOut') : p.lowStock ? t('products.lowStock', { count: p.stockQuantity }) : t('products.stock', { count: p.stockQuantity })}
            </span>
            <span className="text-xs font-semibold text-ink">{formatMoney(p.priceMinor, p.currency, locale)}</span>
          </div>
          {p.hiddenByAdmin && p.hiddenReason ? <p className="mt-1.5 break-words text-sm text-ink-soft">{t('products.hiddenReason', { reason: p.hiddenReason })}</p> : null}
        </div>
      </div>
      <div className="grid grid-cols-3 gap-2 md:flex md:justify-end">
        {p.status === 'hidden' ? (
          <Button
            variant="outline"
            size="sm"
            onClick={unhide}
            disabled={hide.isPending}
            aria-label={p.hiddenByAdmin ? t('products.actions.liftFor', { name }) : t('products.actions.showFor', { name })}
            data-testid="admin-product-show"
          >
            <Eye aria-hidden className="h-4 w-4" />
            {p.hiddenByAdmin ? t('products.actions.lift') : t('products.actions.show')}
          </Button>
        ) : (
          <Button
            variant="outline"
            size="sm"
            onClick={() => onHide(p)}
            disabled={p.status !== 'published'}
            title={p.status === 'draft' ? t('products.draftHint') : undefined}
            aria-label={t('products.actions.hideFor', { name })}
            data-testid="admin-product-hide"
          >
            <EyeOff aria-hidden className="h-4 w-4" />
            {t('products.actions.hide')}
          </Button>
        )}
        <Button
          variant="outline"
          size="sm"
          onClick={toggleFeatured}
          disabled={feature.isPending}
          aria-pressed={p.isFeatured}
          aria-label={p.isFeatured ? t('products.actions.unfeatureFor', { name }) : t('products.actions.featureFor', { name })}
          data-testid="admin-product-feature"
        >
          {p.isFeatured ? <StarOff aria-hidden className="h-4 w-4" /> : <Star aria-hidden className="h-4 w-4" />}
          {p.isFeatured ? t('products.actions.unfeature') : t('products.actions.feature')}
        </Button>
        <Button asChild variant="outline" size="sm">
          <Link to={`/designer/edit-product/${encodeURIComponent(p.id)}?from=admin`} aria-label={t('products.actions.editFor', { name })} data-testid="admin-product-edit">
            <Pencil aria-hidden className="h-4 w-4" />
            {t('products.actions.edit')}
          </Link>
        </Button>
      </div>
    </article>
  );
}

function HideDialog({ product, open, onOpenChange }: { product: AdminProduct; open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation('admin-commerce');
  const errorText = useErrorText(['admin-commerce', 'admin']);
  const localizedName = useLocalizedName();
  const hide = useSetProductHidden();
  const [reason, setReason] = useState('');
  const name = localizedName(product.name, product.nameAm);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('products.hideDialog.title', { name })}
      description={t('products.hideDialog.body')}
      confirmLabel={hide.isPending ? t('products.hideDialog.hiding') : t('products.hideDialog.confirm')}
      cancelLabel={t('common.cancel')}
      pending={hide.isPending}
      testId="admin-product-hide-confirm"
      onConfirm={() =>
        hide.mutate(
          { id: product.id, hidden: true, reason },
          {
            onSuccess: () => {
              toast({ title: t('products.toast.hidden'), description: name, variant: 'success' });
              onOpenChange(false);
            },
            onError: (err) => toast({ title: t('products.toast.failed'), description: errorText(err), variant: 'destructive' }),
          },
        )
      }
    >
      <TextAreaField
        label={t('products.hideDialog.reason')}
        hint={t('products.hideDialog.reasonHint')}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        maxLength={PRODUCT_LIMITS.hideReasonMax}
        counter={t('order.statusDialog.counter', { count: reason.length, max: PRODUCT_LIMITS.hideReasonMax })}
        rows={3}
        data-testid="admin-product-hide-reason"
      />
    </ConfirmDialog>
  );
}
