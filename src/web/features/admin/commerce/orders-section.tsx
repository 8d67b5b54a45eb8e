import { ChevronRight, Inbox } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation';
import { Link, useSearchParams } from 'react-router';
import { ORDER_STATUSES, PAYMENT_STATUSES } from '@domain/orders/constants';
import type { AdminOrderRow } from '@domain/orders/types';
import { Field } from '../../../components/ui/field';
import { SelectField } from '../../../components/ui/form-fields';
import { Skeleton } from '../../../components/ui/skeleton';
import { UrlSearchBox } from '../../../components/ui/url-search-box';
import { useEditUrlParams } from '../../../lib/use-edit-url-params';
import { Pagination, useDesigners } from '../../catalog';
import { PaymentBadge, StatusBadge, useCustomerName, useOrderFormat } from '../../orders';
import { CommerceFilterPanel } from './commerce-filter-panel';
import { hasFilters, readDay, readOrdersQuery, SEARCH_MAX, setFilter } from './commerce-params';
import { useAdminOrders } from './get-admin-orders';
import { OrderDetail } from './orders-detail';
import { CommerceList } from './commerce-list';


/** Admin console section: every order, filtered; `?order=<id>` opens one. */
export function OrdersSection() {
  const [params] = useSearchParams();
  const orderId = params.get('order');
  if (orderId) return <OrderDetail id={orderId} />;
  return <OrderList />;
}

function OrderList() {
  const { t } = useTranslation('admin-commerce');
  const [params] = useSearchParams();
  const edit = useEditUrlParams();
  const query = readOrdersQuery(params);
  const list = useAdminOrders(query);
  const filter = (name: string, value: string | null) => edit((next) => setFilter(next, name, value), { replace: true, preventScrollReset: true });
  const filtered = hasFilters(params);
  const clear = () => edit((next) => ['q', 'designer', 'status', 'payment', 'from', 'to', 'page'].forEach((p) => next.delete(p)), { replace: true });

  return (
    <section aria-labelledby="admin-orders-title" data-testid="admin-orders">
      <h2 id="admin-orders-title" className="font-display text-2xl font-semibold">
        {t('orders.title')}
      </h2>
      <p className="mt-1 text-ink-soft">{t('orders.subtitle')}</p>
      <OrderFilters onFilter={filter} />
      <div className="mt-5">
        <OrderRows state={list} filtered={filtered} onClear={clear} />
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
    </section>
  );
}

function OrderFilters({ onFilter }: { onFilter: (name: string, value: string | null) => void }) {
  const { t } = useTranslation(['admin-commerce', 'orders']);
  const [params] = useSearchParams();
  const query = readOrdersQuery(params);
  const designers = useDesigners();
  return (
    <CommerceFilterPanel
      testId="admin-orders-filters"
      columns="sm:grid-cols-2 lg:grid-cols-3"
      active={[query.status, query.paymentStatus, query.designer, query.from, query.to].filter(Boolean).length}
      search={
        <UrlSearchBox
          value={query.search ?? undefined}
          onCommit={(value) => onFilter('q', value)}
          label={t('orders.filters.search')}
          placeholder={t('orders.filters.searchPlaceholder')}
          clearLabel={t('filters.clearSearch')}
          maxLength={SEARCH_MAX}
          testId="admin-orders-search"
        />
      }
    >
      <SelectField label={t('orders.filters.status')} value={query.status ?? ''} onChange={(e) => onFilter('status', e.target.value || null)} data-testid="admin-orders-status">
        <option value="">{t('filters.allStatuses')}</option>
        {ORDER_STATUSES.map((s) => (
          <option key={s} value={s}>
            {t(`orders:status.${s}`)}
          </option>
        ))}
      </SelectField>
      <SelectField label={t('orders.filters.payment')} value={query.paymentStatus ?? ''} onChange={(e) => onFilter('payment', e.target.value || null)} data-testid="admin-orders-payment">
        <option value="">{t('filters.allPayments')}</option>
        {PAYMENT_STATUSES.map((s) => (
          <option key={s} value={s}>
            {t(`orders:payment.status.${s}`)}
          </option>
        ))}
      </SelectField>
      <SelectField label={t('orders.filters.designer')} value={query.designer ?? ''} onChange={(e) => onFilter('designer', e.target.value || null)} data-testid="admin-orders-designer">
        <option value="">{t('filters.allDesigners')}</option>
        {(designers.data ?? []).map((d) => (
          <option key={d.id} value={d.id}>
            {d.fullName}
          </option>
        ))}
      </SelectField>
      <Field
        type="date"
        label={t('orders.filters.from')}
        value={query.from ?? ''}
        max={query.to ?? undefined}
        onChange={(e) => onFilter('from', readDay(e.target.value))}
        data-testid="admin-orders-from"
      />
      <Field type="date" label={t('orders.filters.to')} value={query.to ?? ''} min={query.from ?? undefined} onChange={(e) => onFilter('to', readDay(e.target.value))} data-testid="admin-orders-to" />
    </CommerceFilterPanel>
  );
}

function OrderRows({ state, filtered, onClear }: { state: ReturnType<typeof useAdminOrders>; filtered: boolean; onClear: () => void }) {
  const orders = state.data?.orders ?? [];
  return (
    <CommerceList
      kind="orders"
      query={state}
      counts={state.data ? { shown: orders.length, total: state.data.total } : null}
      filtered={filtered}
      onClear={onClear}
      emptyIcon={<Inbox aria-hidden className="mx-auto h-10 w-10" />}
      skeleton={
        <div className="rounded-card border border-line bg-white p-4">
          <Skeleton className="h-5 w-1/3" />
          <Skeleton className="mt-2 h-4 w-1/2" />
        </div>
      }
    >
      {orders.map((o) => (
        <li key={o.id}>
          <OrderRowCard order={o} />
        </li>
      ))}
    </CommerceList>
  );
}

function OrderRowCard({ order: o }: { order: AdminOrderRow }) {
  const { t } = useTranslation('admin-commerce');
  const customerName = useCustomerName();
  const [params] = useSearchParams();
  const { date, money } = useOrderFormat();
  const next = new URLSearchParams(params);
  next.set('order', o.id);
  return (
    <Link
      to={`/admin?${next.toString()}`}
      className="group grid gap-2 rounded-card border border-line bg-white p-4 shadow-card transition-colors hover:border-ink/40 focus-visible:outline-2 focus-visible:outline-emerald md:grid-cols-[minmax(0,12rem)_minmax(0,1fr)_minmax(0,15rem)_8rem] md:items-center md:gap-4"
      data-testid="admin-order-row"
      data-order-id={o.id}
      data-order-number={o.orderNumber}
    >
      <div className="min-w-0">
        <p className="font-semibold" dir="ltr">
          {o.orderNumber}
        </p>
        <p className="text-sm text-ink-soft">{date(o.createdAt, true)}</p>
      </div>
      <div className="min-w-0 text-sm">
        <p className="truncate font-semibold">{customerName(o.customerName)}</p>
        <p className="truncate text-muted">
          {t('orders.lines', { count: o.lineCount })}
          {o.designers.length ? ` · ${o.designers.join(', ')}` : ''}
        </p>
      </div>
      <div className="flex flex-wrap gap-1.5">
        <StatusBadge status={o.status} />
        <PaymentBadge status={o.paymentStatus} method={o.paymentMethod} />
      </div>
      <div className="flex items-center justify-between gap-2 md:justify-end">
        <span className="font-semibold">{money(o.totalUsdMinor, o.displayCurrency, o.exchangeRate)}</span>
        <ChevronRight aria-hidden className="h-5 w-5 text-muted transition-transform group-hover:translate-x-0.5 rtl:rotate-180" />
      </div>
    </Link>
  );
}
