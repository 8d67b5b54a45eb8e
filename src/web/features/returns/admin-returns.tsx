import { useState } from 'react';
import { remediesFor, type AlterationCause, type Remedy } from '@domain/returns';
import { REASON_MAX } from '@domain/returns/schemas';
import type { ClaimRates, ReturnRequestView } from '@domain/returns/api';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { SelectField, TextAreaField } from '../../components/ui/form-fields';
import { Skeleton } from '../../components/ui/skeleton';
import { toast } from '../../components/ui/toast';
import { useErrorText } from '../../lib/error-text';
import { RequestList } from './request-list';
import { useTranslation } from '../../lib/use-translation';
import { AdminReturnsSettings } from './admin-returns-settings';
import { useDecideReturnRequest } from './decide-return-request';
import { useAdminReturns, useClaimRates } from './get-admin-returns';
import { RequestStatus } from './request-status';

/** One dispute: the request, the designer's answer, and the admin's final decision (confirmed first). */
function Dispute({ request }: { request: ReturnRequestView }) {
  const { t } = useTranslation('returns');
  const errorText = useErrorText(['returns'], { refusalsOnly: true });
  const decide = useDecideReturnRequest(request.id);
  const [remedy, setRemedy] = useState<Remedy>(request.remedy ?? request.remedyWished);
  const [cause, setCause] = useState<AlterationCause>('designer');
  const [note, setNote] = useState('');
  const [confirming, setConfirming] = useState<null | 'remedy' | 'reject'>(null);
  const send = () => {
    if (!confirming || note.trim() === '') return;
    const input = confirming === 'reject' ? { decision: 'reject' as const, note } : { decision: 'remedy' as const, remedy, cause, note, ...(remedy === 'exchange' && request.exchangeSize ? { exchangeSize: request.exchangeSize } : {}) };
    decide.mutate(input, {
      onSuccess: () => {
        setConfirming(null);
        toast({ title: t('admin.decided'), variant: 'success' });
      },
      onError: (error) => {
        setConfirming(null);
        toast({ title: t('designer.failed'), description: errorText(error), variant: 'destructive', durationMs: 8_000 });
      },
    });
  };
  return (
    <li className="grid gap-2 rounded-card border border-line bg-white p-3 shadow-card" data-testid="admin-return" data-request-id={request.id}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-semibold">{request.productName}</p>
        <p className="text-xs text-muted">{t('designer.order', { number: request.orderNumber })}</p>
      </div>
      <RequestStatus request={request} />
      <p className="whitespace-pre-line text-sm">{request.reason}</p>
      {request.designerNote ? <blockquote className="rounded-lg border-l-4 border-saffron bg-linen p-2 text-sm">{request.designerNote}</blockquote> : null}
      {request.photos.length > 0 ? (
        <ul className="flex flex-wrap gap-2">
          {request.photos.map((p) => (
            <li key={p.id}>
              <a href={p.url} target="_blank" rel="noreferrer">
                <img src={p.thumbUrl ?? p.url} alt={t('form.photoAlt')} className="h-20 w-20 rounded-md object-cover" loading="lazy" />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="grid gap-2 sm:grid-cols-2">
        <SelectField label={t('admin.remedy')} value={remedy} onChange={(e) => setRemedy(e.target.value as Remedy)}>
          {remediesFor(request.kind).map((r) => (
            <option key={r} value={r}>
              {t(`remedies.${r}`)}
            </option>
          ))}
        </SelectField>
        <SelectField label={t('admin.cause')} value={cause} onChange={(e) => setCause(e.target.value as AlterationCause)}>
          <option value="designer">{t('admin.causes.designer')}</option>
          <option value="shop">{t('admin.causes.shop')}</option>
        </SelectField>
      </div>
      <TextAreaField label={t('admin.note')} value={note} maxLength={REASON_MAX} counter={t('form.counter', { count: note.length, max: REASON_MAX })} rows={2} onChange={(e) => setNote(e.target.value)} />
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="accent" disabled={note.trim() === '' || decide.isPending} onClick={() => setConfirming('remedy')}>
          {t('admin.grant')}
        </Button>
        <Button size="sm" variant="outline" disabled={note.trim() === '' || decide.isPending} onClick={() => setConfirming('reject')}>
          {t('admin.reject')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(o) => (o ? undefined : setConfirming(null))}
        tone={confirming === 'reject' ? 'danger' : 'default'}
        title={t('admin.confirmTitle')}
        description={t('admin.confirmBody')}
        confirmLabel={confirming === 'reject' ? t('admin.reject') : t('admin.grant')}
        cancelLabel={t('cancel')}
        pending={decide.isPending}
        onConfirm={send}
      />
    </li>
  );
}

function RatesTable({ title, rows, sources = false }: { title: string; rows: ClaimRates['bySource']; sources?: boolean }) {
  const { t } = useTranslation('returns');
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="text-left font-semibold">{title}</caption>
        <thead>
          <tr className="text-left text-muted">
            <th scope="col" className="py-1 pr-2">
              {t('admin.rates.what')}
            </th>
            <th scope="col" className="py-1 pr-2 text-right">
              {t('admin.rates.delivered')}
            </th>
            <th scope="col" className="py-1 pr-2 text-right">
              {t('admin.rates.claims')}
            </th>
            <th scope="col" className="py-1 text-right">
              {t('admin.rates.rate')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.key} className="border-t border-line">
              <th scope="row" className="py-1 pr-2 text-left font-normal">
                {sources ? t(`admin.sources.${r.key}`, { defaultValue: r.label }) : r.label}
              </th>
              <td className="py-1 pr-2 text-right tabular-nums">{r.delivered}</td>
              <td className="py-1 pr-2 text-right tabular-nums">{r.claims}</td>
              <td className="py-1 text-right tabular-nums">{r.delivered > 0 ? `${Math.round((r.claims / r.delivered) * 100)} %` : '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The console's returns: the disputes to decide, claim rates by measurement source, product and designer, and the policies. */
export function AdminReturns() {
  const { t } = useTranslation('returns');
  const disputes = useAdminReturns('escalated');
  const rates = useClaimRates();
  return (
    <div className="grid gap-6" data-testid="admin-returns">
      <section className="grid gap-3" aria-labelledby="admin-disputes-title">
        <h2 id="admin-disputes-title" className="font-display text-xl font-semibold">
          {t('admin.disputes')}
        </h2>
        <RequestList query={disputes} empty={t('admin.noDisputes')} render={(r) => <Dispute key={r.id} request={r} />} />
      </section>
      <section className="grid gap-3" aria-labelledby="admin-rates-title">
        <h2 id="admin-rates-title" className="font-display text-xl font-semibold">
          {t('admin.rates.title')}
        </h2>
        {rates.data ? (
          <>
            <RatesTable title={t('admin.rates.bySource')} rows={rates.data.bySource} sources />
            <RatesTable title={t('admin.rates.byProduct')} rows={rates.data.byProduct} />
            <RatesTable title={t('admin.rates.byDesigner')} rows={rates.data.byDesigner} />
          </>
        ) : rates.isError ? (
          <p role="alert" className="text-sm text-crimson">
            {t('designer.loadError')}
          </p>
        ) : (
          <Skeleton className="h-24 w-full" />
        )}
      </section>
      <AdminReturnsSettings />
    </div>
  );
}
