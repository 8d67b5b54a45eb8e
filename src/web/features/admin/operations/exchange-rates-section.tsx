import { AlertTriangle, RefreshCw } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation';
import { useErrorText } from '../../../lib/error-text';
import { CURRENCIES, isCurrencyCode, type RateFreshness } from '@domain/money';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ErrorPanel } from '../../../components/ui/error-panel';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/toast';
import { useAdminExchangeRates, type AdminExchangeRate } from './get-admin-exchange-rates';
import { useRefreshExchangeRates } from './refresh-exchange-rates';

const FRESHNESS_TONE: Record<RateFreshness, 'emerald' | 'saffron' | 'crimson'> = { fresh: 'emerald', stale: 'saffron', very_stale: 'crimson' };
const STATUS_TONE: Record<string, 'emerald' | 'neutral' | 'saffron'> = { api: 'emerald', fallback: 'neutral', stale: 'saffron' };

function when(iso: string | null, language: string, never: string): string {
  if (!iso) return never;
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return new Intl.DateTimeFormat(language === 'am-ET' ? 'am-ET' : 'en', { dateStyle: 'medium', timeStyle: 'short' }).format(d);
}

/** Admin console section: the rates per 1 USD, where each came from, how fresh it is, and "Refresh now". */
export function ExchangeRatesSection() {
  const { t } = useTranslation('admin-ops');
  const errorText = useErrorText(['admin-ops']);
  const rates = useAdminExchangeRates();
  const refresh = useRefreshExchangeRates();

  const refreshNow = () =>
    refresh.mutate(undefined, {
      onSuccess: (outcome) => {
        if (outcome.result === 'updated') toast({ title: t('rates.refreshed'), description: t('rates.refreshedBody'), variant: 'success', key: 'rates' });
        else if (outcome.result === 'built-in') toast({ title: t('rates.builtIn'), description: t('rates.builtInBody'), variant: 'default', key: 'rates' });
        else toast({ title: outcome.result === 'partial' ? t('rates.partial') : t('rates.failed'), description: t('rates.keptBody', { error: outcome.error ?? '' }), variant: 'warning', key: 'rates' });
      },
      onError: (err) => toast({ title: t('rates.refreshError'), description: errorText(err), variant: 'destructive', key: 'rates' }),
    });

  return (
    <section aria-labelledby="rates-title" data-testid="admin-exchange-rates">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h2 id="rates-title" className="font-display text-2xl font-semibold">
            {t('rates.title')}
          </h2>
          <p className="mt-1 max-w-prose text-ink-soft">{t('rates.subtitle')}</p>
        </div>
        <Button variant="accent" onClick={refreshNow} disabled={refresh.isPending} aria-busy={refresh.isPending || undefined} className="w-full shrink-0 sm:w-auto" data-testid="rates-refresh">
          <RefreshCw aria-hidden className={refresh.isPending ? 'h-4 w-4 motion-safe:animate-spin' : 'h-4 w-4'} />
          {refresh.isPending ? t('rates.refreshing') : t('rates.refresh')}
        </Button>
      </div>
      <div className="mt-5">
        {rates.isPending ? (
          <div className="grid gap-3" aria-busy aria-label={t('rates.loading')}>
            {[0, 1, 2, 3, 4].map((i) => (
              <Skeleton key={i} className="h-14 w-full rounded-lg" />
            ))}
          </div>
        ) : rates.isError ? (
          <ErrorPanel message={`${t('rates.loadError')} ${errorText(rates.error)}`} onRetry={() => void rates.refetch()} />
        ) : (
          <RatesTable rates={rates.data} />
        )}
      </div>
      <p className="mt-4 text-sm text-muted">{t('rates.freshnessHint')}</p>
    </section>
  );
}

function RatesTable({ rates }: { rates: AdminExchangeRate[] }) {
  const { t, i18n } = useTranslation('admin-ops');
  const number = new Intl.NumberFormat(i18n.language === 'am-ET' ? 'am-ET' : 'en', { maximumFractionDigits: 6 });
  const status = (s: string) => t(`rates.status.${s}`, { defaultValue: s });
  // A failed refresh gives every currency the same error: said once, above the rates.
  const errorsSeen = [...new Set(rates.map((r) => r.lastError).filter((e): e is string => Boolean(e)))];
  const shared = errorsSeen.length === 1 ? errorsSeen[0] : null;
  const ownError = (r: AdminExchangeRate) => (r.lastError && r.lastError !== shared ? <LastError error={r.lastError} /> : null);
  return (
    <>
      {shared ? (
        <div role="status" className="mb-4 rounded-lg border border-crimson/30 bg-crimson-tint/60 p-3" data-testid="rates-last-error">
          <LastError error={shared} />
        </div>
      ) : null}
      {/* Phone: one card per currency. */}
      <ul className="grid gap-3 md:hidden" aria-label={t('rates.tableLabel')}>
        {rates.map((r) => (
          <li key={r.code} className="rounded-card border border-line bg-white p-4 shadow-card" data-testid={`rate-card-${r.code}`}>
            <div className="flex items-start justify-between gap-3">
              <CurrencyName code={r.code} />
              <span className="font-semibold tabular-nums" dir="ltr">
                {number.format(r.rate)}
              </span>
            </div>
            <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1.5 text-sm">
              <dt className="text-muted">{t('rates.source')}</dt>
              <dd>
                <StatusBadge status={r.apiStatus} label={status(r.apiStatus)} />
              </dd>
              <dt className="text-muted">{t('rates.freshness')}</dt>
              <dd>
                <Badge tone={FRESHNESS_TONE[r.freshness]}>{t(`rates.freshnessLabel.${r.freshness}`)}</Badge>
              </dd>
              <dt className="text-muted">{t('rates.updated')}</dt>
              <dd>{when(r.updatedAt, i18n.language, t('rates.never'))}</dd>
              <dt className="text-muted">{t('rates.checked')}</dt>
              <dd>{when(r.checkedAt, i18n.language, t('rates.never'))}</dd>
            </dl>
            {ownError(r)}
          </li>
        ))}
      </ul>
      {/* Wider screens: a table. */}
      <div className="hidden overflow-x-auto rounded-card border border-line bg-white shadow-card md:block">
        <table className="w-full text-left text-sm" data-testid="rates-table">
          <caption className="sr-only">{t('rates.tableLabel')}</caption>
          <thead className="border-b border-line bg-linen/60 text-xs uppercase tracking-wide text-muted">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold">{t('rates.currency')}</th>
              <th scope="col" className="px-4 py-3 text-right font-semibold">{t('rates.rate')}</th>
              <th scope="col" className="px-4 py-3 font-semibold">{t('rates.source')}</th>
              <th scope="col" className="px-4 py-3 font-semibold">{t('rates.freshness')}</th>
              <th scope="col" className="px-4 py-3 font-semibold">{t('rates.updated')}</th>
              <th scope="col" className="px-4 py-3 font-semibold">{t('rates.checked')}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {rates.map((r) => (
              <tr key={r.code} data-testid={`rate-row-${r.code}`} className="align-top">
                <th scope="row" className="px-4 py-3 font-normal">
                  <CurrencyName code={r.code} />
                  {ownError(r)}
                </th>
                <td className="px-4 py-3 text-right font-semibold tabular-nums" dir="ltr">
                  {number.format(r.rate)}
                </td>
                <td className="px-4 py-3" data-testid={`rate-status-${r.code}`} data-status={r.apiStatus}>
                  <StatusBadge status={r.apiStatus} label={status(r.apiStatus)} />
                </td>
                <td className="px-4 py-3" data-testid={`rate-freshness-${r.code}`}>
                  <Badge tone={FRESHNESS_TONE[r.freshness]}>{t(`rates.freshnessLabel.${r.freshness}`)}</Badge>
                </td>
                <td className="whitespace-nowrap px-4 py-3">{when(r.updatedAt, i18n.language, t('rates.never'))}</td>
                <td className="whitespace-nowrap px-4 py-3">{when(r.checkedAt, i18n.language, t('rates.never'))}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

function CurrencyName({ code }: { code: string }) {
  const { t } = useTranslation();
  const name = isCurrencyCode(code) ? t(`currency.names.${code}`, { defaultValue: CURRENCIES[code].name }) : null;
  return (
    <span className="flex min-w-0 items-center gap-2">
      <span className="font-semibold">{code}</span>
      {name ? <span className="truncate text-muted">{name}</span> : null}
    </span>
  );
}

/** The translated source only: the stored word (api, fallback, stale) was English in the Amharic console. */
function StatusBadge({ status, label }: { status: string; label: string }) {
  return (
    <Badge tone={STATUS_TONE[status] ?? 'neutral'}>
      {label}
    </Badge>
  );
}

function LastError({ error }: { error: string }) {
  const { t } = useTranslation('admin-ops');
  return (
    <p className="mt-2 flex items-start gap-1.5 text-xs text-crimson first:mt-0">
      <AlertTriangle aria-hidden className="mt-0.5 h-3.5 w-3.5 shrink-0" />
      <span className="break-words">{t('rates.lastError', { error })}</span>
    </p>
  );
}
