import { useEffect, useReducer } from 'react';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Skeleton } from '../../components/ui/skeleton';
import { toast } from '../../components/ui/toast';
import { ApiError } from '../../lib/api-client';
import { useErrorText } from '../../lib/error-text';
import { useTranslation } from '../../lib/use-translation';
import { useReturnsSettings } from './get-returns-settings';
import { initialSettingsForm, isDirty, limitsOf, parseSettings, SETTINGS_FIELDS, settingsFormReducer } from './returns-settings-form';
import { useSaveReturnsSettings } from './save-returns-settings';

/** The console's returns policies: the windows, the alteration cap and the designer's answer time. */
export function AdminReturnsSettings() {
  const { t } = useTranslation('returns');
  const errorText = useErrorText(['returns'], { refusalsOnly: true });
  const query = useReturnsSettings();
  const save = useSaveReturnsSettings();
  const [state, dispatch] = useReducer(settingsFormReducer, initialSettingsForm);
  const loaded = query.data;
  useEffect(() => {
    if (loaded) dispatch({ type: 'loaded', settings: loaded });
  }, [loaded]);

  const submit = () => {
    if (!state.texts || save.isPending) return;
    const parsed = parseSettings(state.texts);
    dispatch({ type: 'submit' });
    if (!parsed.ok) return;
    save.mutate(parsed.value, {
      onSuccess: (settings) => {
        dispatch({ type: 'saved', settings });
        toast({ title: t('settings.saved'), variant: 'success' });
      },
      onError: (e) => dispatch({ type: 'failed', code: e instanceof ApiError ? e.code : 'INTERNAL' }),
    });
  };

  let body;
  if (!state.texts) {
    body = query.isError ? (
      <div role="alert" className="grid justify-items-start gap-2 text-sm text-crimson">
        <p>{t('designer.loadError')}</p>
        <Button size="sm" variant="outline" onClick={() => void query.refetch()}>
          {t('settings.retry')}
        </Button>
      </div>
    ) : (
      <Skeleton className="h-40 w-full max-w-md" />
    );
  } else {
    const texts = state.texts;
    const dirty = isDirty(state);
    body = (
      <form
        className="grid max-w-md gap-4"
        data-testid="returns-settings-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        {SETTINGS_FIELDS.map((field) => {
          const problem = state.errors[field];
          return (
            <Field
              key={field}
              label={t(`settings.${field}`)}
              hint={t(`settings.${field}Hint`)}
              error={problem ? t(`settings.problems.${problem}`, limitsOf(field)) : null}
              inputMode={field === 'alterationCapPercent' ? 'decimal' : 'numeric'}
              value={texts[field]}
              onChange={(e) => dispatch({ type: 'edit', field, text: e.target.value })}
              data-testid={`returns-settings-${field}`}
            />
          );
        })}
        {state.failure ? (
          <p role="alert" className="text-sm font-semibold text-crimson" data-testid="returns-settings-error">
            {errorText(new ApiError(400, state.failure, state.failure))}
          </p>
        ) : null}
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={save.isPending} aria-busy={save.isPending || undefined} data-testid="returns-settings-save">
            {t('settings.save')}
          </Button>
          {dirty ? (
            <Button type="button" variant="outline" disabled={save.isPending} onClick={() => dispatch({ type: 'reset' })}>
              {t('settings.reset')}
            </Button>
          ) : null}
          <p className="text-sm text-muted" role="status" data-testid="returns-settings-status" data-state={dirty ? 'dirty' : 'saved'}>
            {save.isPending ? t('settings.saving') : dirty ? t('settings.unsaved') : t('settings.upToDate')}
          </p>
        </div>
      </form>
    );
  }
  return (
    <section className="grid gap-3" aria-labelledby="returns-settings-title" data-testid="admin-returns-settings">
      <h2 id="returns-settings-title" className="font-display text-xl font-semibold">
        {t('settings.title')}
      </h2>
      <p className="max-w-prose text-sm text-ink-soft">{t('settings.subtitle')}</p>
      {body}
    </section>
  );
}
