import { useState } from 'react';
import type { Remedy } from '@domain/returns';
import { remediesFor } from '@domain/returns';
import { REASON_MAX, RETURN_INSTRUCTIONS_MAX } from '@domain/returns/schemas';
import type { ReturnRequestView } from '@domain/returns/api';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { SelectField, TextAreaField } from '../../components/ui/form-fields';
import { toast } from '../../components/ui/toast';
import { useErrorText } from '../../lib/error-text';
import { RequestList } from './request-list';
import { useTranslation } from '../../lib/use-translation';
import { useAnswerReturnRequest } from './answer-return-request';
import { useDesignerReturns } from './get-designer-returns';
import { useMarkReturnReceived } from './mark-return-received';
import { RequestStatus } from './request-status';

const NAMESPACES = ['returns'] as const;
type Mode = null | 'accept' | 'propose' | 'decline' | 'received';

/** One request in the studio: what the shopper asked, the photos, and the designer's answers. */
function DesignerRequestCard({ request }: { request: ReturnRequestView }) {
  const { t } = useTranslation('returns');
  const errorText = useErrorText([...NAMESPACES], { refusalsOnly: true });
  const answer = useAnswerReturnRequest(request.id);
  const received = useMarkReturnReceived(request.id);
  const [mode, setMode] = useState<Mode>(null);
  const [note, setNote] = useState('');
  // A returned garment needs somewhere to go: the designer says where and how when she accepts.
  const [instructions, setInstructions] = useState('');
  const garmentComesBack = request.kind !== 'claim';
  const [remedy, setRemedy] = useState<Remedy>(remediesFor(request.kind).find((r) => r !== request.remedyWished) ?? request.remedyWished);
  const [condition, setCondition] = useState<'as_sent' | 'worn_or_damaged'>('as_sent');
  const done = (title: string) => ({
    onSuccess: () => {
      setMode(null);
      setNote('');
      setInstructions('');
      toast({ title, variant: 'success' });
    },
    onError: (error: unknown) => toast({ title: t('designer.failed'), description: errorText(error), variant: 'destructive', durationMs: 8_000 }),
  });
  const pending = answer.isPending || received.isPending;
  return (
    <li className="grid gap-2 rounded-card border border-line bg-white p-3 shadow-card" data-testid="designer-return" data-request-id={request.id}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-semibold">{request.productName}</p>
        <p className="text-xs text-muted">{t('designer.order', { number: request.orderNumber })}</p>
      </div>
      <RequestStatus request={request} />
      <p className="whitespace-pre-line text-sm">{request.reason}</p>
      {Object.keys(request.fitAreas).length > 0 ? (
        <ul className="flex flex-wrap gap-1 text-xs">
          {Object.entries(request.fitAreas).map(([area, verdict]) => (
            <li key={area} className="rounded-full bg-linen px-2 py-0.5">
              {t(`areas.${area}`)}: {t(`verdicts.${verdict}`)}
            </li>
          ))}
        </ul>
      ) : null}
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
      {request.state === 'awaiting_designer' && mode === null ? (
        <div className="flex flex-wrap gap-2">
          <Button
            size="sm"
            variant="accent"
            disabled={pending}
            onClick={() => (garmentComesBack ? setMode('accept') : answer.mutate({ answer: 'accept' }, done(t('designer.acceptedToast'))))}
            data-testid="designer-return-accept"
          >
            {t('designer.accept')}
          </Button>
          <Button size="sm" variant="outline" disabled={pending} onClick={() => setMode('propose')} data-testid="designer-return-propose">
            {t('designer.propose')}
          </Button>
          <Button size="sm" variant="ghost" disabled={pending} onClick={() => setMode('decline')} data-testid="designer-return-decline">
            {t('designer.decline')}
          </Button>
        </div>
      ) : null}
      {mode === 'accept' ? (
        <form
          className="grid gap-2"
          data-testid="designer-return-accept-form"
          onSubmit={(e) => {
            e.preventDefault();
            answer.mutate({ answer: 'accept', ...(instructions.trim() ? { returnInstructions: instructions } : {}) }, done(t('designer.acceptedToast')));
          }}
        >
          <TextAreaField
            data-testid="designer-return-instructions"
            label={t('designer.instructions')}
            hint={t('designer.instructionsHint')}
            value={instructions}
            maxLength={RETURN_INSTRUCTIONS_MAX}
            counter={t('form.counter', { count: instructions.length, max: RETURN_INSTRUCTIONS_MAX })}
            rows={4}
            onChange={(e) => setInstructions(e.target.value)}
          />
          <div className="flex gap-2">
            <Button size="sm" type="submit" variant="accent" disabled={pending || instructions.trim() === ''} data-testid="designer-return-accept-send">
              {t('designer.acceptWithInstructions')}
            </Button>
            <Button size="sm" type="button" variant="ghost" onClick={() => setMode(null)}>
              {t('cancel')}
            </Button>
          </div>
        </form>
      ) : null}
      {mode === 'propose' ? (
        <form
          className="grid gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            answer.mutate({ answer: 'propose', remedy, note }, done(t('designer.proposedToast')));
          }}
        >
          <SelectField data-testid="designer-return-remedy" label={t('designer.proposeRemedy')} value={remedy} onChange={(e) => setRemedy(e.target.value as Remedy)}>
            {remediesFor(request.kind)
              .filter((r) => r !== 'exchange')
              .map((r) => (
                <option key={r} value={r}>
                  {t(`remedies.${r}`)}
                </option>
              ))}
          </SelectField>
          <TextAreaField data-testid="designer-return-note" label={t('designer.note')} value={note} maxLength={REASON_MAX} counter={t('form.counter', { count: note.length, max: REASON_MAX })} rows={3} onChange={(e) => setNote(e.target.value)} />
          <div className="flex gap-2">
            <Button size="sm" type="submit" variant="accent" disabled={pending || note.trim() === ''} data-testid="designer-return-send">
              {t('designer.sendProposal')}
            </Button>
            <Button size="sm" type="button" variant="ghost" onClick={() => setMode(null)}>
              {t('cancel')}
            </Button>
          </div>
        </form>
      ) : null}
      <ConfirmDialog
        open={mode === 'decline'}
        onOpenChange={(o) => setMode(o ? 'decline' : null)}
        title={t('designer.declineTitle')}
        description={t('designer.declineBody')}
        confirmLabel={t('designer.decline')}
        cancelLabel={t('cancel')}
        pending={answer.isPending}
        onConfirm={() => (note.trim() ? answer.mutate({ answer: 'decline', note }, done(t('designer.declinedToast'))) : undefined)}
      >
        <TextAreaField label={t('designer.reason')} value={note} maxLength={REASON_MAX} counter={t('form.counter', { count: note.length, max: REASON_MAX })} rows={3} onChange={(e) => setNote(e.target.value)} />
      </ConfirmDialog>
      {request.state === 'awaiting_return' ? (
        mode === 'received' ? (
          <form
            className="grid gap-2"
            onSubmit={(e) => {
              e.preventDefault();
              received.mutate({ condition, ...(note.trim() ? { note } : {}) }, done(t('designer.receivedToast')));
            }}
          >
            <SelectField label={t('designer.condition')} value={condition} onChange={(e) => setCondition(e.target.value as typeof condition)}>
              <option value="as_sent">{t('conditions.as_sent')}</option>
              <option value="worn_or_damaged">{t('conditions.worn_or_damaged')}</option>
            </SelectField>
            <div className="flex gap-2">
              <Button size="sm" type="submit" variant="accent" disabled={pending}>
                {t('designer.confirmReceived')}
              </Button>
              <Button size="sm" type="button" variant="ghost" onClick={() => setMode(null)}>
                {t('cancel')}
              </Button>
            </div>
          </form>
        ) : (
          <Button size="sm" variant="outline" className="justify-self-start" onClick={() => setMode('received')}>
            {t('designer.received')}
          </Button>
        )
      ) : null}
    </li>
  );
}

/** The studio's returns and fit claims: the designer answers each within the answer days. */
export function DesignerReturns() {
  const { t } = useTranslation('returns');
  const query = useDesignerReturns();
  return (
    <section id="designer-returns" aria-labelledby="designer-returns-title" className="grid gap-3">
      <h2 id="designer-returns-title" className="font-display text-xl font-semibold">
        {t('designer.title')}
      </h2>
      <RequestList query={query} empty={t('designer.empty')} render={(r) => <DesignerRequestCard key={r.id} request={r} />} />
    </section>
  );
}
