import { ArrowLeft, ExternalLink, Package, ReceiptText, Ruler, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { countryName } from '@domain/orders/countries';
import { formatMoney } from '@domain/money';
import { useTranslation } from '../../../lib/use-translation';
import { Badge } from '../../../components/ui/badge';
import { ErrorPanel } from '../../../components/ui/error-panel';
import { Skeleton } from '../../../components/ui/skeleton';
import { useErrorText } from '../../../lib/error-text';
import { useAdminOrders } from '../commerce/get-admin-orders';
import { useAdminProducts } from '../commerce/get-admin-products';
import { DesignerSuspensionButton } from './designer-suspension';
import { useAdminDesigner, type AdminDesignerDetail } from './get-admin-designer';
import { formatWhen } from './people-shared';

const SHOWN = 5;

function Card({ title, icon, children, more, testId }: { title: string; icon: ReactNode; children: ReactNode; more?: ReactNode; testId: string }) {
  return (
    <section className="min-w-0 rounded-card border border-line bg-white p-4 shadow-card sm:p-5" data-testid={testId}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="flex items-center gap-2 font-display text-lg font-semibold">
          {icon}
          {title}
        </h3>
        {more}
      </div>
      <div className="mt-3">{children}</div>
    </section>
  );
}

/** `/admin?section=designers&designer=<id>`: one designer's profile, products, orders, fit feedback and balance (issue 41). */
export function DesignerDetail({ id }: { id: string }) {
  const { t } = useTranslation('admin-people');
  const errorText = useErrorText(['admin-people', 'admin']);
  const query = useAdminDesigner(id);
  const back = (
    <Link to="/admin?section=designers" className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-emerald-dark hover:underline" data-testid="designer-detail-back">
      <ArrowLeft aria-hidden className="h-4 w-4" />
      {t('designerDetail.back')}
    </Link>
  );
  if (query.isPending) {
    return (
      <div className="grid gap-4" aria-busy aria-label={t('designerDetail.loading')}>
        {back}
        <Skeleton className="h-28 w-full rounded-card" />
        <Skeleton className="h-48 w-full rounded-card" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className="grid gap-4">
        {back}
        <ErrorPanel message={`${t('designerDetail.loadError')} ${errorText(query.error)}`} onRetry={() => void query.refetch()} />
      </div>
    );
  }
  return (
    <div className="grid gap-4" data-testid="admin-designer-detail">
      {back}
      <Profile detail={query.data} />
      <div className="grid gap-4 lg:grid-cols-2">
        <Balance detail={query.data} />
        <Fit detail={query.data} />
        <Products id={id} />
        <Orders id={id} />
      </div>
    </div>
  );
}

function Profile({ detail: { account, profile } }: { detail: AdminDesignerDetail }) {
  const { t, i18n } = useTranslation('admin-people');
  const am = i18n.language === 'am-ET';
  const place = [am && profile.cityAm ? profile.cityAm : profile.city, profile.country ? countryName(profile.country, i18n.language) : ''].filter(Boolean).join(', ');
  return (
    <section className="rounded-card border border-line bg-white p-4 shadow-card sm:p-5" aria-labelledby="designer-detail-name">
      <div className="flex flex-wrap items-start gap-4">
        {profile.profileImageUrl ? (
          <img src={profile.profileImageUrl} alt="" width={72} height={72} className="h-18 w-18 shrink-0 rounded-full border border-line object-cover" />
        ) : null}
        <div className="min-w-0 flex-1 basis-56">
          <h2 id="designer-detail-name" className="flex flex-wrap items-center gap-2 break-words font-display text-2xl font-semibold">
            {profile.displayName}
            {account.shopSuspended ? (
              <Badge tone="crimson">
                <span data-testid="designer-detail-suspended">{t('designerSuspension.badge')}</span>
              </Badge>
            ) : null}
          </h2>
          <p className="break-all text-sm text-ink-soft">{account.email}</p>
          <p className="mt-1 text-sm text-ink-soft">{[place, t('users.joined', { when: formatWhen(account.createdAt, i18n.language) })].filter(Boolean).join(' · ')}</p>
          {profile.slug ? (
            <Link to={`/designers/${encodeURIComponent(profile.slug)}`} className="mt-1 inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-emerald-dark hover:underline">
              {t('designerDetail.publicPage')}
              <ExternalLink aria-hidden className="h-4 w-4" />
            </Link>
          ) : null}
        </div>
        <DesignerSuspensionButton id={account.id} name={profile.displayName} suspended={account.shopSuspended} className="w-full sm:w-auto" />
      </div>
      {account.shopSuspended ? <p className="mt-3 rounded-lg border-l-4 border-crimson bg-crimson-tint/60 p-3 text-sm">{t('designerSuspension.explain')}</p> : null}
      {(am && profile.bioAm) || profile.bio ? <p className="mt-3 whitespace-pre-line break-words text-sm">{am && profile.bioAm ? profile.bioAm : profile.bio}</p> : null}
    </section>
  );
}

function Balance({ detail: { balance } }: { detail: AdminDesignerDetail }) {
  const { t, i18n } = useTranslation('admin-people');
  const locale = i18n.language === 'am-ET' ? 'am-ET' : 'en-US';
  return (
    <Card title={t('designerDetail.balance')} icon={<Wallet aria-hidden className="h-4 w-4" />} testId="designer-detail-balance" more={<Link to="/admin?section=money" className="inline-flex min-h-11 items-center text-sm font-semibold text-emerald-dark hover:underline">{t('designerDetail.ledger')}</Link>}>
      <dl className="grid gap-2 text-sm">
        {balance.balances.map((b) => (
          <div key={b.currency} className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-3 gap-y-1 border-t border-line pt-2 first:border-t-0 first:pt-0">
            <dt className="text-ink-soft">{t('designerDetail.available')}</dt>
            <dd className="text-right font-semibold tabular-nums">{formatMoney(b.availableMinor, b.currency, locale)}</dd>
            <dt className="text-ink-soft">{t('designerDetail.pending')}</dt>
            <dd className="text-right tabular-nums">{formatMoney(b.pendingMinor, b.currency, locale)}</dd>
            <dt className="text-ink-soft">{t('designerDetail.paidThisMonth')}</dt>
            <dd className="text-right tabular-nums">{formatMoney(b.paidThisMonthMinor, b.currency, locale)}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

function Fit({ detail: { fit } }: { detail: AdminDesignerDetail }) {
  const { t } = useTranslation('admin-people');
  const reviewed = fit.products.filter((p) => p.reviews.length > 0);
  return (
    <Card title={t('designerDetail.fit')} icon={<Ruler aria-hidden className="h-4 w-4" />} testId="designer-detail-fit">
      {reviewed.length === 0 ? (
        <p className="text-sm text-muted">{t('designerDetail.noFit')}</p>
      ) : (
        <ul className="grid gap-2 text-sm">
          {reviewed.slice(0, SHOWN).map((p) => (
            <li key={p.productId} className="flex justify-between gap-3">
              <span className="min-w-0 break-words">{p.productName}</span>
              <span className="shrink-0 text-ink-soft">{t('designerDetail.reviews', { count: p.reviews.length })}</span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function Products({ id }: { id: string }) {
  const { t } = useTranslation('admin-people');
  const { t: tc } = useTranslation('admin-commerce');
  const list = useAdminProducts({ designer: id, search: null, category: null, status: null, review: null, page: 1, lowStock: false });
  const all = `/admin?section=products&designer=${encodeURIComponent(id)}`;
  return (
    <Card title={t('designerDetail.products')} icon={<Package aria-hidden className="h-4 w-4" />} testId="designer-detail-products" more={<Link to={all} className="inline-flex min-h-11 items-center text-sm font-semibold text-emerald-dark hover:underline">{t('designerDetail.all', { count: list.data?.total ?? 0 })}</Link>}>
      {list.isPending ? (
        <Skeleton className="h-24 w-full" />
      ) : list.isError ? (
        <ErrorPanel onRetry={() => void list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <p className="text-sm text-muted">{t('designerDetail.noProducts')}</p>
      ) : (
        <ul className="grid gap-2 text-sm">
          {list.data.items.slice(0, SHOWN).map((p) => (
            <li key={p.id} className="flex justify-between gap-3" data-testid="designer-detail-product" data-status={p.status}>
              <span className="min-w-0 break-words">{p.name}</span>
              <Badge tone={p.status === 'published' ? 'emerald' : 'neutral'}>{tc(`products.status.${p.status}`)}</Badge>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function Orders({ id }: { id: string }) {
  const { t, i18n } = useTranslation('admin-people');
  const { t: to } = useTranslation('orders');
  const list = useAdminOrders({ designer: id, status: null, paymentStatus: null, from: null, to: null, search: null, page: 1 });
  const locale = i18n.language === 'am-ET' ? 'am-ET' : 'en-US';
  const all = `/admin?section=orders&designer=${encodeURIComponent(id)}`;
  return (
    <Card title={t('designerDetail.orders')} icon={<ReceiptText aria-hidden className="h-4 w-4" />} testId="designer-detail-orders" more={<Link to={all} className="inline-flex min-h-11 items-center text-sm font-semibold text-emerald-dark hover:underline">{t('designerDetail.all', { count: list.data?.total ?? 0 })}</Link>}>
      {list.isPending ? (
        <Skeleton className="h-24 w-full" />
      ) : list.isError ? (
        <ErrorPanel onRetry={() => void list.refetch()} />
      ) : list.data.orders.length === 0 ? (
        <p className="text-sm text-muted">{t('designerDetail.noOrders')}</p>
      ) : (
        <ul className="grid gap-2 text-sm">
          {list.data.orders.slice(0, SHOWN).map((o) => (
            <li key={o.id} className="flex flex-wrap justify-between gap-x-3">
              <span className="font-semibold">{o.orderNumber}</span>
              <span className="text-ink-soft">
                {to(`status.${o.status}`)} · {formatMoney(o.chargeAmountMinor, o.chargeCurrency, locale)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
