import { ImagePlus, X } from 'lucide-react';
import { useEffect, useId, useReducer, useRef, useState } from 'react';
import { PRODUCTION_LIMITS, type PostableStep } from '@domain/production/rules';
import { Button } from '../../components/ui/button';
import { SelectField, TextAreaField } from '../../components/ui/form-fields';
import { toast } from '../../components/ui/toast';
import { useErrorText } from '../../lib/error-text';
import { useTranslation } from '../../lib/use-translation';
import { PhotoUploadError, useAddProductionUpdate } from './add-production-update';
import { droppedPreviews, initialUpdateForm, updateFormReducer, type UpdateFormAction, type UpdateFormState } from './update-form-state';

let pickCounter = 0;

/** The studio's "Post an update": a step, a note for the customer and up to three photos with previews. */
export function UpdateForm({ lineId, suggestedStep }: { lineId: string; suggestedStep: PostableStep }) {
  const { t } = useTranslation('production');
  const errorText = useErrorText(['production']);
  const id = useId();
  const [state, rawDispatch] = useReducer(updateFormReducer, suggestedStep, initialUpdateForm);
  const stateRef = useRef<UpdateFormState>(state);
  stateRef.current = state;
  const [sending, setSending] = useState<number | null>(null);
  const add = useAddProductionUpdate();

  // Previews are object URLs: released when a photo leaves the form, and all of them on unmount.
  const dispatch = (action: UpdateFormAction) => {
    const before = stateRef.current;
    const after = updateFormReducer(before, action);
    for (const url of droppedPreviews(before, after)) URL.revokeObjectURL(url);
    for (const f of action.type === 'pick' ? action.files : []) if (!after.photos.some((p) => p.previewUrl === f.previewUrl)) URL.revokeObjectURL(f.previewUrl);
    rawDispatch(action);
  };
  useEffect(() => () => stateRef.current.photos.forEach((p) => URL.revokeObjectURL(p.previewUrl)), []);

  const submit = () => {
    if (add.isPending) return;
    setSending(0);
    add.mutate(
      { lineId, step: state.step, note: state.note, photos: state.photos, onPhotoSent: (n) => setSending(n) },
      {
        onSuccess: () => {
          dispatch({ type: 'sent', sent: state.photos.length });
          toast({ title: t('form.posted'), variant: 'success' });
        },
        onError: (error) => {
          if (error instanceof PhotoUploadError) {
            dispatch({ type: 'sent', sent: error.sent });
            toast({ title: t('form.photoFailed', { reason: errorText(error.cause) }), variant: 'destructive', durationMs: 8_000 });
          } else toast({ title: t('form.failed'), description: errorText(error), variant: 'destructive', durationMs: 8_000 });
        },
        onSettled: () => setSending(null),
      },
    );
  };

  const full = state.photos.length >= PRODUCTION_LIMITS.photosPerUpdate;
  return (
    <form
      className="grid gap-3"
      data-testid="production-update-form"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <h4 className="text-sm font-bold">{t('form.title')}</h4>
      <SelectField label={t('form.step')} value={state.step} onChange={(e) => dispatch({ type: 'step', step: e.target.value as PostableStep })} data-testid="production-step">
        <option value="in_production">{t('step.in_production')}</option>
        <option value="ready_to_ship">{t('step.ready_to_ship')}</option>
      </SelectField>
      <TextAreaField
        label={t('form.note')}
        hint={t('form.noteHint')}
        value={state.note}
        maxLength={PRODUCTION_LIMITS.noteMax}
        counter={t('form.counter', { count: state.note.length, max: PRODUCTION_LIMITS.noteMax })}
        onChange={(e) => dispatch({ type: 'note', note: e.target.value })}
        data-testid="production-note-input"
      />
      <div className="grid gap-2">
        <p className="text-sm font-semibold" id={`${id}-photos`}>
          {t('form.photos')}
        </p>
        {state.photos.length > 0 ? (
          <ul className="flex flex-wrap gap-2" aria-labelledby={`${id}-photos`}>
            {state.photos.map((p, i) => (
              <li key={p.id} className="relative">
                <img src={p.previewUrl} alt={t('form.preview', { n: i + 1 })} className="h-20 w-20 rounded-lg border border-line object-cover" data-testid="production-preview" />
                <button
                  type="button"
                  className="absolute -top-2 -right-2 grid h-8 w-8 place-items-center rounded-full border border-line bg-white shadow-card focus-visible:ring-2 focus-visible:ring-emerald focus-visible:outline-none"
                  aria-label={t('form.removePhoto', { n: i + 1 })}
                  disabled={add.isPending}
                  onClick={() => dispatch({ type: 'remove', id: p.id })}
                >
                  <X aria-hidden className="h-4 w-4" />
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        {full ? null : (
          <label className="inline-flex min-h-11 w-fit cursor-pointer items-center gap-2 rounded-lg border border-ink/20 bg-white px-4 text-sm font-semibold focus-within:ring-2 focus-within:ring-emerald hover:border-ink/60">
            <ImagePlus aria-hidden className="h-4 w-4" />
            {t('form.addPhotos')}
            <input
              type="file"
              accept="image/jpeg,image/png,image/webp,image/gif"
              multiple
              className="sr-only"
              data-testid="production-photo-input"
              aria-describedby={`${id}-photo-hint`}
              disabled={add.isPending}
              onChange={(e) => {
                const files = [...(e.target.files ?? [])].map((file) => ({ id: `pick-${(pickCounter += 1)}`, file, name: file.name, type: file.type, size: file.size, previewUrl: URL.createObjectURL(file) }));
                e.target.value = '';
                dispatch({ type: 'pick', files });
              }}
            />
          </label>
        )}
        <p id={`${id}-photo-hint`} className="text-xs text-muted">
          {t('form.photosHint', { max: PRODUCTION_LIMITS.photosPerUpdate })}
        </p>
        {state.issue ? (
          <p role="alert" className="text-sm text-crimson" data-testid="production-photo-issue">
            {errorText(state.issue)}
          </p>
        ) : null}
      </div>
      <Button type="submit" variant="accent" className="w-full sm:w-fit" disabled={add.isPending} aria-busy={add.isPending || undefined} data-testid="production-submit">
        {add.isPending ? (sending !== null && sending < state.photos.length && state.photos.length > 0 ? t('form.sendingPhotos', { n: sending + 1, total: state.photos.length }) : t('form.sending')) : t('form.submit')}
      </Button>
    </form>
  );
}
