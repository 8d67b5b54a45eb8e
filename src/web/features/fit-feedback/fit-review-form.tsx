import { Check } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { FIT_VERDICTS, type FitArea, type FitVerdict, type KeptAnswer } from '@domain/fit-feedback/types';
import { FIT_NOTE_MAX_LENGTH } from '@domain/fit-feedback/schemas';
import { Button } from '../../components/ui/button';
import { ApiError } from '../../lib/api-client';
import { useLineFitReview } from './get-line-fit-review';
import { useSaveFitReview } from './save-fit-review';

/**
 * The fit review of one delivered line on the shopper's order page. The common case is two taps:
 * a verdict, then Send. Areas, a note and "returning it" are behind "Add details".
 */
export function FitReviewForm({ lineId, productId }: { lineId: string; productId: string | null }) {
  const { t } = useTranslation('fit-reviews');
  const { data, isPending, isError } = useLineFitReview(lineId, true);
  const save = useSaveFitReview();
  const [overall, setOverall] = useState<FitVerdict | null>(null);
  const [areas, setAreas] = useState<Partial<Record<FitArea, FitVerdict>>>({});
  const [note, setNote] = useState('');
  const [kept, setKept] = useState<KeptAnswer>('kept');
  const [details, setDetails] = useState(false);
  const [editing, setEditing] = useState(false);

  if (isPending) return <p className="mt-2 text-xs text-muted">{t('form.loading')}</p>;
  if (isError || !data) return null;
  if (data.eligibility !== 'OK') return data.eligibility === 'REVIEW_WINDOW_CLOSED' ? <p className="mt-2 text-xs text-muted">{t('form.closed')}</p> : null;

  if (data.review && !editing) {
    return (
      <div className="mt-2 flex flex-wrap items-center gap-2 text-sm" data-testid="fit-review-done">
        <Check aria-hidden className="h-4 w-4 text-emerald" />
        <span>{t('form.thanks', { verdict: t(`verdicts.${data.review.overall}`) })}</span>
        <Button
          variant="link"
          size="sm"
          onClick={() => {
            setOverall(data.review!.overall);
            setAreas(data.review!.areas);
            setNote(data.review!.note ?? '');
            setKept(data.review!.kept);
            setEditing(true);
          }}
        >
          {t('form.edit')}
        </Button>
      </div>
    );
  }

  const submit = () => {
    if (!overall) return;
    save.mutate(
      { lineId, productId, input: { overall, areas, note: note.trim() === '' ? undefined : note, kept } },
      { onSuccess: () => setEditing(false) },
    );
  };
  const errorCode = save.error instanceof ApiError ? save.error.code : save.error ? 'UNKNOWN' : null;

  return (
    <form
      id="fit-review"
      className="mt-3 rounded-lg border border-line bg-cotton p-3"
      data-testid="fit-review-form"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <fieldset>
        <legend className="text-sm font-semibold">{t('form.question')}</legend>
        {/* Five across a phone left "A little large" in three lines and cut the Amharic verdicts: one per row there. */}
        <div className="mt-2 grid grid-cols-1 gap-1.5 sm:grid-cols-5 sm:gap-1" role="radiogroup" aria-label={t('form.question')}>
          {FIT_VERDICTS.map((verdict) => (
            <button
              key={verdict}
              type="button"
              role="radio"
              aria-checked={overall === verdict}
              onClick={() => setOverall(verdict)}
              className={`min-h-11 rounded-lg border px-2 text-sm leading-tight sm:px-1 sm:text-xs ${overall === verdict ? 'border-emerald bg-emerald text-white' : 'border-ink/20 bg-white hover:border-ink/60'}`}
            >
              {t(`verdicts.${verdict}`)}
            </button>
          ))}
        </div>
      </fieldset>
      {details ? (
        <div className="mt-3 grid gap-3">
          {data.areas.map((area) => (
            <label key={area} className="flex items-center justify-between gap-2 text-sm">
              <span>{t(`areas.${area}`)}</span>
              <select
                className="min-h-11 rounded-lg border border-ink/20 bg-white px-2 text-sm"
                value={areas[area] ?? ''}
                onChange={(event) => {
                  const value = event.target.value as FitVerdict | '';
                  setAreas((prev) => {
                    const next = { ...prev };
                    if (value === '') delete next[area];
                    else next[area] = value;
                    return next;
                  });
                }}
              >
                <option value="">{t('form.noAnswer')}</option>
                {FIT_VERDICTS.map((verdict) => (
                  <option key={verdict} value={verdict}>
                    {t(`verdicts.${verdict}`)}
                  </option>
                ))}
              </select>
            </label>
          ))}
          <label className="grid gap-1 text-sm">
            <span>{t('form.note')}</span>
            <textarea className="min-h-20 rounded-lg border border-ink/20 bg-white p-2 text-sm" maxLength={FIT_NOTE_MAX_LENGTH} value={note} onChange={(event) => setNote(event.target.value)} />
          </label>
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" className="h-5 w-5" checked={kept === 'returning'} onChange={(event) => setKept(event.target.checked ? 'returning' : 'kept')} />
            {t('form.returning')}
          </label>
        </div>
      ) : (
        <Button type="button" variant="link" size="sm" className="mt-2" onClick={() => setDetails(true)}>
          {t('form.addDetails')}
        </Button>
      )}
      {errorCode ? (
        <p role="alert" className="mt-2 text-sm text-crimson">
          {t(`errors.${errorCode}`, { defaultValue: t('errors.UNKNOWN') })}
        </p>
      ) : null}
      <Button type="submit" variant="accent" className="mt-3 w-full sm:w-auto sm:min-w-32" disabled={!overall || save.isPending}>
        {save.isPending ? t('form.sending') : t('form.send')}
      </Button>
    </form>
  );
}
