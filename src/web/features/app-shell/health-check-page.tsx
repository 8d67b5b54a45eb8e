import { useQuery } from '@tanstack/react-query';
import { CheckCircle2, MinusCircle, RefreshCw, XCircle } from 'lucide-react';
import { useTranslation } from '../../lib/use-translation';
import { Button } from '../../components/ui/button';
import { Container, PageHero, PageRoot } from '../../components/ui/page';
import { Spinner } from '../../components/ui/spinner';
import { ApiError } from '../../lib/api-client';
import type { BackupHealth } from '../../../domain/backups/api';

interface Health {
  status: 'ok' | 'degraded';
  version: string;
  uptimeSeconds: number;
  database: { ok: boolean; kind: string; latencyMs: number };
  storage: { ok: boolean; kind: string; latencyMs: number };
  mail?: { kind: 'smtp' | 'outbox' };
  payments?: { payOnDelivery: true; chapa: boolean; stripe: boolean };
  events?: { ok: boolean; kind: string };
  rateLimits?: { ok: boolean; kind: 'redis' | 'memory' };
  poseModel?: { ok: boolean };
  imageGenerator?: { kind: 'image-api' | 'illustrator' };
  backups?: BackupHealth;
}

/** A failed scheduled backup is shown as down (admins act on it); off or not yet run is shown as not set up. */
function backupState(b: BackupHealth): State {
  if (!b.enabled || b.ok === null) return 'off';
  return b.ok ? 'ok' : 'down';
}

function backupDetail(b: BackupHealth, t: (key: string, values?: Record<string, unknown>) => string, language: string): string {
  const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString(language) : '');
  if (!b.enabled) return t('health-check.backupsOff');
  if (b.ok === false) return t('health-check.backupsFailed', { time: when(b.lastFailureAt) });
  return b.lastSuccessAt ? t('health-check.backupsLast', { time: when(b.lastSuccessAt) }) : t('health-check.backupsNone');
}

interface Checked {
  health: Health;
  /** The round trip from this device, which is what a shopper feels. */
  apiMs: number;
  at: number;
}

/** Reads /api/health; a 503 still carries the body, so the page shows what is down. */
async function getHealth(): Promise<Checked> {
  const t0 = performance.now();
  const res = await fetch('/api/health', { headers: { accept: 'application/json' }, cache: 'no-store' });
  if (!res.ok && res.status !== 503) throw new ApiError(res.status, 'HEALTH_FAILED', res.statusText);
  const health = (await res.json()) as Health;
  return { health, apiMs: Math.round(performance.now() - t0), at: Date.now() };
}

type State = 'ok' | 'off' | 'down';

const ICONS: Record<State, typeof CheckCircle2> = { ok: CheckCircle2, off: MinusCircle, down: XCircle };
const TONES: Record<State, string> = { ok: 'text-emerald', off: 'text-muted', down: 'text-crimson' };

export function HealthCheckPage() {
  const { t, i18n } = useTranslation('pages');
  const { data, isPending, isError, isFetching, refetch } = useQuery({ queryKey: ['health'], queryFn: getHealth, refetchInterval: 15_000 });
  const h = data?.health;
  /** A part every instance shares when set up (ok), this instance's own otherwise (off), or not answering (down). */
  const sharedRow = (key: string, texts: 'events' | 'rateLimits', ok: boolean, shared: boolean) => {
    const state: State = !ok ? 'down' : shared ? 'ok' : 'off';
    const detail = { down: 'Down', ok: 'Shared', off: 'Local' }[state];
    return { key, label: t(`health-check.${texts}`), state, detail: t(`health-check.${texts}${detail}`) };
  };
  const rows: Array<{ key: string; label: string; state: State; detail: string }> = h
    ? [
        { key: 'api', label: t('health-check.api'), state: 'ok', detail: t('health-check.apiDetail', { ms: data.apiMs }) },
        { key: 'database', label: t('health-check.database'), state: h.database.ok ? 'ok' : 'down', detail: `${h.database.kind} · ${h.database.latencyMs} ms` },
        { key: 'storage', label: t('health-check.storage'), state: h.storage.ok ? 'ok' : 'down', detail: `${h.storage.kind} · ${h.storage.latencyMs} ms` },
        ...(h.events ? [sharedRow('events', 'events', h.events.ok, h.events.kind === 'postgres')] : []),
        ...(h.rateLimits ? [sharedRow('rate-limits', 'rateLimits', h.rateLimits.ok, h.rateLimits.kind === 'redis')] : []),
        ...(h.mail ? [{ key: 'mail', label: t('health-check.mail'), state: (h.mail.kind === 'smtp' ? 'ok' : 'off') as State, detail: h.mail.kind === 'smtp' ? t('health-check.mailSmtp') : t('health-check.mailOutbox') }] : []),
        ...(h.payments
          ? [
              {
                key: 'payments',
                label: t('health-check.payments'),
                state: (h.payments.chapa || h.payments.stripe ? 'ok' : 'off') as State,
                detail:
                  h.payments.chapa || h.payments.stripe
                    ? t('health-check.paymentsDetail', { chapa: h.payments.chapa ? t('health-check.chapa') : '', stripe: h.payments.stripe ? t('health-check.stripe') : '' })
                    : t('health-check.paymentsOnlyCod'),
              },
            ]
          : []),
        ...(h.poseModel ? [{ key: 'pose', label: t('health-check.poseModel'), state: (h.poseModel.ok ? 'ok' : 'down') as State, detail: h.poseModel.ok ? t('health-check.poseModelOk') : t('health-check.poseModelMissing') }] : []),
        ...(h.imageGenerator
          ? [{ key: 'images', label: t('health-check.imageGenerator'), state: (h.imageGenerator.kind === 'image-api' ? 'ok' : 'off') as State, detail: h.imageGenerator.kind === 'image-api' ? t('health-check.imageApi') : t('health-check.imageIllustrator') }]
          : []),
        ...(h.backups
          ? [{ key: 'backups', label: t('health-check.backups'), state: backupState(h.backups), detail: backupDetail(h.backups, t, i18n.language) }]
          : []),
      ]
    : [];
  return (
    <PageRoot name="health-check" title={t('health-check.title')}>
      <PageHero title={t('health-check.title')} subtitle={t('health-check.subtitle')} />
      <Container className="py-10">
        {isPending ? (
          <Spinner />
        ) : isError || !h || !data ? (
          <div className="grid max-w-2xl justify-items-start gap-3">
            <p className="text-crimson" role="alert">
              {t('health-check.unreachable')}
            </p>
            <Button variant="outline" onClick={() => void refetch()}>
              <RefreshCw aria-hidden className="h-4 w-4" /> {t('health-check.retry')}
            </Button>
          </div>
        ) : (
          <div className="max-w-2xl rounded-card border border-line bg-white p-4 shadow-card sm:p-6">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <p className={`font-semibold ${h.status === 'ok' ? 'text-emerald-dark' : 'text-crimson'}`} data-testid="health-status">
                {h.status === 'ok' ? t('health-check.ok') : t('health-check.degraded')}
              </p>
              <Button variant="ghost" size="sm" disabled={isFetching} onClick={() => void refetch()}>
                <RefreshCw aria-hidden className={`h-4 w-4 ${isFetching ? 'animate-spin' : ''}`} /> {t('health-check.retry')}
              </Button>
            </div>
            <ul className="mt-4 divide-y divide-line" data-testid="health-rows">
              {rows.map((r) => {
                const Icon = ICONS[r.state];
                return (
                  <li key={r.key} className="grid grid-cols-[auto_minmax(0,1fr)] items-start gap-x-3 gap-y-0.5 py-3 sm:grid-cols-[auto_minmax(0,14rem)_minmax(0,1fr)]" data-testid={`health-row-${r.key}`} data-state={r.state}>
                    <Icon aria-hidden className={`mt-0.5 h-5 w-5 ${TONES[r.state]}`} />
                    <span className="font-semibold">
                      {r.label}
                      <span className="sr-only"> — {r.state === 'ok' ? t('health-check.setUp') : r.state === 'off' ? t('health-check.notSetUp') : t('health-check.degraded')}</span>
                    </span>
                    <span className="col-start-2 text-sm text-muted sm:col-start-3 sm:text-right">{r.detail}</span>
                  </li>
                );
              })}
            </ul>
            <p className="mt-4 text-sm text-muted">{t('health-check.version', { version: h.version, uptime: h.uptimeSeconds })}</p>
            <p className="text-xs text-muted">{t('health-check.checkedAt', { time: new Date(data.at).toLocaleTimeString(i18n.language) })}</p>
          </div>
        )}
      </Container>
    </PageRoot>
  );
}
