import { useReducer, useRef, useState } from 'react';
import type { RequestKind } from '@domain/returns';
import { FIT_AREAS, FIT_VERDICTS, type FitArea, type FitVerdict } from '@domain/fit-feedback/types';
import { REASON_MAX } from '@domain/returns/schemas';
import type { ReturnRequestView } from '@domain/returns/api';
import { formatMoney, moneyLocale, type CurrencyCode } from '@domain/money/currency';
import { parseMoneyInput } from './money-input';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { SelectField, TextAreaField } from '../../components/ui/form-fields';
import { Field } from '../../components/ui/field';
import { toast } from '../../components/ui/toast';
import { ApiError } from '../../lib/api-client';
import { useErrorText } from '../../lib/error-text';
import { useTranslation } from '../../lib/use-translation';
import { useCreateReturnRequest } from './create-return-request';
import { useOrderReturns } from './get-order-returns';
import { useMoveReturnRequest } from './move-return-request';
import { RequestStatus } from './request-status';
import { initialReturnForm, remedyChoices, requestOf, returnFormReducer } from './return-form-state';
import { useSendReceipt } from './send-receipt';
import { useUploadReturnPhoto } from './upload-return-photo';

const NAMESPACES = ['returns'] as const;

/** The designer's proposal (or decline) and the shopper's two answers: take it, or ask an admin. */
function ProposalAnswer({ request, token }: { request: ReturnRequestView; token: string | null }) {
  const { t } = useTranslation('returns');
  const errorText = useErrorText([...NAMESPACES], { refusalsOnly: true });
  const move = useMoveReturnRequest(request.id, token);
  const [asking, setAsking] = useState(false);
  const send = (kind: 'accept_proposal' | 'escalate') =>
    move.mutate(
      { move: kind },
      {
        onSuccess: () => {
          setAsking(false);
          toast({ title: t(kind === 'escalate' ? 'shopper.escalated' : 'shopper.accepted'), variant: 'success' });
        },
        onError: (error) => {
          setAsking(false);
          toast({ title: t('shopper.failed'), description: errorText(error), variant: 'destructive', durationMs: 8_000 });
        },
      },
    );
  return (
    <div className="grid gap-2">
      {request.designerNote ? (
        <blockquote className="rounded-lg border-l-4 border-saffron bg-white p-2 text-sm" data-testid="return-designer-note">
          {request.designerNote}
        </blockquote>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {request.state === 'proposed' ? (
          <Button size="sm" variant="accent" disabled={move.isPending} onClick={() => send('accept_proposal')} data-testid="return-accept-proposal">
            {t('shopper.acceptProposal', { remedy: t(`remedies.${request.remedy ?? request.remedyWished}`) })}
          </Button>
        ) : null}
        <Button size="sm" variant="outline" disabled={move.isPending} onClick={() => setAsking(true)} data-testid="return-ask-admin">
          {t('shopper.askAdmin')}
        </Button>
      </div>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        tone="default"
        title={t('shopper.askAdminTitle')}
        description={t('shopper.askAdminBody')}
        confirmLabel={t('shopper.askAdmin')}
        cancelLabel={t('cancel')}
        pending={move.isPending}
        onConfirm={() => send('escalate')}
      />
    </div>
  );
}

/** An agreed alteration: the tailor's receipt (a photo and the amount), reimbursed up to the cap. */
function ReceiptForm({ request, token }: { request: ReturnRequestView; token: string | null }) {
  const { t, i18n } = useTranslation('returns');
  const errorText = useErrorText([...NAMESPACES]);
  const upload = useUploadReturnPhoto(request.lineId, token);
  const send = useSendReceipt(request.id, token);
  const [photo, setPhoto] = useState<{ id: string; url: string } | null>(null);
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const cap = formatMoney(request.alterationCapMinor, request.currency as CurrencyCode, moneyLocale(i18n.language));
  const submit = () => {
    const minor = parseMoneyInput(amount);
    if (minor === null) return setError('REFUND_AMOUNT_INVALID');
    if (!photo) return setError('RETURN_PHOTO_REQUIRED');
    send.mutate(
      { amountMinor: minor, photoId: photo.id },
      {
        onSuccess: () => toast({ title: t('shopper.receiptSent'), variant: 'success' }),
        onError: (e) => setError(e instanceof ApiError ? e.code : 'INTERNAL'),
      },
    );
  };
  return (
    <form
      className="grid gap-2"
      data-testid="return-receipt-form"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <p className="text-sm">{t('shopper.receiptHint', { cap })}</p>
      <Field label={t('shopper.receiptAmount', { currency: request.currency })} inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} autoComplete="off" />
      <label className="inline-flex min-h-11 w-fit cursor-pointer items-center rounded-lg border border-ink/20 bg-white px-4 text-sm font-semibold focus-within:ring-2 focus-within:ring-emerald/40 hover:bg-linen">
        {t('shopper.receiptPhoto')}
        <input
          type="file"
          accept="image/jpeg,image/png,image/webp"
          className="sr-only"
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (!file) return;
            upload.mutate(
              { file, purpose: 'receipt' },
              { onSuccess: (p) => setPhoto({ id: p.id, url: p.thumbUrl ?? p.url }), onError: (err) => setError(err instanceof ApiError ? err.code : 'UPLOAD_FAILED') },
            );
          }}
        />
      </label>
      {photo ? <img src={photo.url} alt={t('form.photoAlt')} className="h-16 w-16 rounded-md object-cover" /> : null}
      {error ? (
        <p role="alert" className="text-sm text-crimson">
          {errorText(error)}
        </p>
      ) : null}
      <Button type="submit" size="sm" variant="accent" className="justify-self-start" disabled={send.isPending || upload.isPending}>
        {t('shopper.sendReceipt')}
      </Button>
    </form>
  );
}

/** The form that opens a request on one line. */
function RequestForm({ lineId, token, kinds, onDone }: { lineId: string; token: string | null; kinds: RequestKind[]; onDone: () => void }) {
  const { t } = useTranslation('returns');
  const errorText = useErrorText([...NAMESPACES]);
  const [form, dispatch] = useReducer(returnFormReducer, kinds, initialReturnForm);
  const create = useCreateReturnRequest(lineId, token);
  const upload = useUploadReturnPhoto(lineId, token);
  const fileInput = useRef<HTMLInputElement>(null);

  const addFiles = (files: FileList | null) => {
    for (const file of Array.from(files ?? []).slice(0, 6 - form.photos.length)) {
      dispatch({ type: 'uploading' });
      upload.mutate(
        { file, purpose: 'evidence' },
        {
          onSuccess: (photo) => dispatch({ type: 'uploaded', photo: { id: photo.id, url: photo.thumbUrl ?? photo.url } }),
          onError: (error) => dispatch({ type: 'uploadFailed', code: error instanceof ApiError ? error.code : 'UPLOAD_FAILED' }),
        },
      );
    }
    if (fileInput.current) fileInput.current.value = '';
  };
  const submit = () => {
    const built = requestOf(form);
    if ('error' in built) return dispatch({ type: 'failed', code: built.error });
    create.mutate(built.input, {
      onSuccess: () => {
        toast({ title: t('shopper.sent'), variant: 'success' });
        onDone();
      },
      onError: (error) => dispatch({ type: 'failed', code: error instanceof ApiError ? error.code : 'INTERNAL' }),
    });
  };

  return (
    <form
      className="grid gap-3 rounded-lg border border-line bg-white p-3"
      data-testid="return-form"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      {kinds.length > 1 ? (
        <SelectField data-testid="return-kind" label={t('form.kind')} value={form.kind} onChange={(e) => dispatch({ type: 'kind', kind: e.target.value as RequestKind })}>
          {kinds.map((k) => (
            <option key={k} value={k}>
              {t(`kinds.${k}`)}
            </option>
          ))}
        </SelectField>
      ) : (
        <p className="text-sm font-semibold">{t(`kinds.${form.kind}`)}</p>
      )}
      {form.kind === 'claim' ? (
        <SelectField data-testid="return-remedy" label={t('form.remedy')} value={form.remedy} onChange={(e) => dispatch({ type: 'remedy', remedy: e.target.value as typeof form.remedy })} hint={t(`remedyHints.${form.remedy}`)}>
          {remedyChoices(form.kind).map((r) => (
            <option key={r} value={r}>
              {t(`remedies.${r}`)}
            </option>
          ))}
        </SelectField>
      ) : null}
      {form.kind === 'exchange' ? <Field label={t('form.exchangeSize')} value={form.exchangeSize} onChange={(e) => dispatch({ type: 'exchangeSize', size: e.target.value })} autoComplete="off" /> : null}
      <TextAreaField
        label={t('form.reason')}
        data-testid="return-reason"
        value={form.reason}
        maxLength={REASON_MAX}
        counter={t('form.counter', { count: form.reason.length, max: REASON_MAX })}
        rows={3}
        onChange={(e) => dispatch({ type: 'reason', reason: e.target.value })}
      />
      {form.kind === 'claim' ? (
        <fieldset className="grid gap-2">
          <legend className="text-sm font-semibold">{t('form.areas')}</legend>
          <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
            {FIT_AREAS.map((area: FitArea) => (
              <SelectField
                key={area}
                data-testid={`return-area-${area}`}
                label={t(`areas.${area}`)}
                value={form.fitAreas[area] ?? ''}
                onChange={(e) => dispatch({ type: 'area', area, verdict: (e.target.value || null) as FitVerdict | null })}
              >
                <option value="">{t('form.areaFine')}</option>
                {FIT_VERDICTS.filter((v) => v !== 'just_right').map((v) => (
                  <option key={v} value={v}>
                    {t(`verdicts.${v}`)}
                  </option>
                ))}
              </SelectField>
            ))}
          </div>
        </fieldset>
      ) : null}
      <div className="grid gap-2">
        <p className="text-sm font-semibold" id={`return-photos-label-${lineId}`}>
          {t(form.kind === 'claim' ? 'form.photosClaim' : 'form.photos')}
        </p>
        {/* The browser's own file button speaks the browser's language: a labelled button in the page's instead, the input kept for the keyboard and screen readers. */}
        <label className="inline-flex min-h-11 w-fit cursor-pointer items-center rounded-lg border border-ink/20 bg-white px-4 text-sm font-semibold focus-within:ring-2 focus-within:ring-emerald/40 hover:bg-linen">
          {t('form.addPhotos')}
          <input
            ref={fileInput}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            multiple
            className="sr-only"
            aria-describedby={`return-photos-label-${lineId}`}
            data-testid="return-photo-input"
            onChange={(e) => addFiles(e.target.files)}
          />
        </label>
        {form.photos.length > 0 || form.uploading > 0 ? (
          <ul className="flex flex-wrap gap-2" aria-live="polite">
            {form.photos.map((p) => (
              <li key={p.id} className="relative">
                <img src={p.url} alt={t('form.photoAlt')} className="h-16 w-16 rounded-md object-cover" data-testid="return-photo" />
                <button type="button" className="absolute -right-1 -top-1 grid h-6 w-6 place-items-center rounded-full bg-ink text-xs text-cotton" aria-label={t('form.removePhoto')} onClick={() => dispatch({ type: 'removePhoto', id: p.id })}>
                  ×
                </button>
              </li>
            ))}
            {form.uploading > 0 ? <li className="text-sm text-muted">{t('form.uploading')}</li> : null}
          </ul>
        ) : null}
      </div>
      {form.error ? (
        <p className="text-sm text-crimson" role="alert" data-testid="return-form-error">
          {errorText(form.error)}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="accent" disabled={create.isPending || form.uploading > 0} data-testid="return-submit">
          {t('form.send')}
        </Button>
        <Button type="button" variant="ghost" onClick={onDone}>
          {t('cancel')}
        </Button>
      </div>
    </form>
  );
}

/**
 * On the order page, under each line: its request (where it stands, the designer's proposal with
 * the shopper's answers) or, while the line may still get one, the "Return or claim" action and
 * its form. Nothing shows for a line that has neither.
 */
export function LineReturns({ orderId, lineId, token }: { orderId: string; lineId: string; token: string | null }) {
  const { t, i18n } = useTranslation('returns');
  const query = useOrderReturns(orderId, token);
  const [open, setOpen] = useState(false);
  if (query.isPending || query.isError) return null;
  const request = query.data.requests.find((r) => r.lineId === lineId);
  const line = query.data.lines.find((l) => l.lineId === lineId);
  if (request) {
    return (
      <section className="mt-2 grid gap-2 rounded-lg border border-line bg-cotton/50 p-3" data-testid="line-return" data-line-id={lineId} aria-label={t('title')}>
        <RequestStatus request={request} />
        {request.state === 'proposed' || request.state === 'declined' ? <ProposalAnswer request={request} token={token} /> : null}
        {request.state === 'awaiting_receipt' ? <ReceiptForm request={request} token={token} /> : null}
        {request.state === 'awaiting_return' ? (
          <p className="text-sm">
            {t('shopper.sendBack', { designer: request.returnTo ?? '' })} {request.returnInstructions ? null : t('shopper.askAddress')}
          </p>
        ) : null}
        {request.returnInstructions && (request.state === 'awaiting_return' || request.state === 'proposed') ? (
          <div className="grid gap-1 rounded-lg border-l-4 border-saffron bg-linen p-2 text-sm" data-testid="return-instructions">
            <p className="font-semibold">{t('shopper.instructions')}</p>
            <p className="whitespace-pre-line break-words">{request.returnInstructions}</p>
          </div>
        ) : null}
        {request.remakeLineId ? <p className="text-sm" data-testid="return-remake-note">{t('shopper.remakeLine')}</p> : null}
      </section>
    );
  }
  if (!line || line.kinds.length === 0) return null;
  const until = line.windowEndsAt ? new Date(line.windowEndsAt).toLocaleDateString(i18n.language, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Africa/Addis_Ababa' }) : '';
  return (
    <section className="mt-2 grid gap-2" data-testid="line-return" data-line-id={lineId}>
      {open ? (
        <RequestForm lineId={lineId} token={token} kinds={line.kinds} onDone={() => setOpen(false)} />
      ) : (
        <div className="flex flex-wrap items-center gap-2">
          <Button size="sm" variant="outline" onClick={() => setOpen(true)} data-testid="return-open">
            {t('shopper.action')}
          </Button>
          {until ? <span className="text-xs text-muted">{t('shopper.until', { date: until })}</span> : null}
        </div>
      )}
    </section>
  );
}
