import { useQuery } from '@tanstack/react-query';
import { CheckCircle2, XCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Container, PageHero, PageRoot } from '../../components/ui/page';
import { Spinner } from '../../components/ui/spinner';
import { ApiError } from '../../lib/api-client';

interface Health {
  status: 'ok' | 'degraded';
  version: string;
  uptimeSeconds: number;
  database: { ok: boolean; kind: string; latencyMs: number };
  storage: { ok: boolean; kind: string; latencyMs: number };
}

/** Reads /api/health; a 503 still carries the body, so the page shows what is down. */
async function getHealth(): Promise<Health> {
  const res = await fetch('/api/health', { headers: { accept: 'application/json' } });
  if (!res.ok && res.status !== 503) throw new ApiError(res.status, 'HEALTH_FAILED', res.statusText);
  return (await res.json()) as Health;
}

export function HealthCheckPage() {
  const { t } = useTranslation('pages');
  const { data, isPending, isError } = useQuery({ queryKey: ['health'], queryFn: getHealth, refetchInterval: 15_000 });
  const rows = data
    ? [
        { label: t('health-check.database'), ok: data.database.ok, detail: `${data.database.kind} · ${data.database.latencyMs} ms` },
        { label: t('health-check.storage'), ok: data.storage.ok, detail: `${data.storage.kind} · ${data.storage.latencyMs} ms` },
      ]
    : [];
  return (
    <PageRoot name="health-check" title={t('health-check.title')}>
      <PageHero title={t('health-check.title')} subtitle={t('health-check.subtitle')} />
      <Container className="py-10">
        {isPending ? (
          <Spinner />
        ) : isError || !data ? (
          <p className="text-crimson">{t('health-check.unreachable')}</p>
        ) : (
          <div className="max-w-lg rounded-card border border-line bg-white p-6">
            <p className="font-semibold" data-testid="health-status">
              {data.status === 'ok' ? t('health-check.ok') : t('health-check.degraded')}
            </p>
            <ul className="mt-4 grid gap-3">
              {rows.map((r) => (
                <li key={r.label} className="flex items-center gap-3">
                  {r.ok ? <CheckCircle2 aria-hidden className="h-5 w-5 text-emerald" /> : <XCircle aria-hidden className="h-5 w-5 text-crimson" />}
                  <span className="font-semibold">{r.label}</span>
                  <span className="ml-auto text-sm text-muted">{r.detail}</span>
                </li>
              ))}
            </ul>
            <p className="mt-4 text-sm text-muted">{t('health-check.version', { version: data.version, uptime: data.uptimeSeconds })}</p>
          </div>
        )}
      </Container>
    </PageRoot>
  );
}
