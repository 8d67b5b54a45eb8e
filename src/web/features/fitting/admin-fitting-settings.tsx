import { useEffect, useState } from 'react';
import type { FittingSettingsView } from '@domain/fitting/api';
import { Button } from '../../components/ui/button';
import { ErrorPanel } from '../../components/ui/error-panel';
import { Field } from '../../components/ui/field';
import { Skeleton } from '../../components/ui/skeleton';
import { toast } from '../../components/ui/toast';
import { ApiError } from '../../lib/api-client';
import { useErrorText } from '../../lib/error-text';
import { useTranslation } from '../../lib/use-translation';
import { FormError } from './form-error';
import { useFittingSettings } from './get-fitting-settings';
import { settingsProblem, useSaveFittingSettings } from './save-fitting-settings';

const FIELDS = ['reviewDays', 'answerDays', 'reminderHours'] as const;
type Texts = Record<(typeof FIELDS)[number], string>;

const textsOf = (s: FittingSettingsView): Texts => ({ reviewDays: String(s.reviewDays), answerDays: String(s.answerDays), reminderHours: String(s.reminderHours) });

/** Admin console section "Measurement review": the review and answer deadlines and the reminder before each. */
export function AdminFittingSettings() {
  const { t } = useTranslation(['fitting', 'orders']);
  const errorText = useErrorText(['fitting'], { refusalsOnly: true });
  const query = useFittingSettings();
  const save = useSaveFittingSettings();
  const [texts, setTexts] = useState<Texts | null>(null);
  const [error, setError] = useState<string | null>(null);
  const loaded = query.data?.settings;
  useEffect(() => {
    if (loaded) setTexts(textsOf(loaded));
  }, [loaded]);

  let body;
  if (query.isPending || !texts) body = query.isError ? <ErrorPanel message={t('loadError')} onRetry={() => void query.refetch()} /> : <Skeleton className="h-40" />;
  else {
    const submit = () => {
      const values = { reviewDays: Number(texts.reviewDays), answerDays: Number(texts.answerDays), reminderHours: Number(texts.reminderHours) };
      const problem = settingsProblem(values);
      if (problem) return setError(problem);
      save.mutate(values, {
        onSuccess: () => toast({ title: t('admin.saved'), variant: 'success' }),
        onError: (e) => setError(e instanceof ApiError ? e.code : 'INTERNAL'),
      });
    };
    body = (
      <form
        className="grid max-w-md gap-4"
        data-testid="fitting-settings-form"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        {FIELDS.map((field) => (
          <Field
            key={field}
            label={t(`admin.${field}`)}
            hint={t(`admin.${field}Hint`)}
            inputMode="numeric"
            value={texts[field]}
            onChange={(e) => {
              setError(null);
              setTexts({ ...texts, [field]: e.target.value });
            }}
            data-testid={`fitting-settings-${field}`}
          />
        ))}
        <FormError code={error} errorText={errorText} />
        <Button type="submit" className="justify-self-start" disabled={save.isPending} aria-busy={save.isPending || undefined} data-testid="fitting-settings-save">
          {t('admin.save')}
        </Button>
      </form>
    );
  }
  return (
    <section aria-labelledby="fitting-settings-title" data-testid="admin-fitting-settings">
      <h2 id="fitting-settings-title" className="font-display text-2xl font-semibold">
        {t('admin.title')}
      </h2>
      <p className="mt-1 mb-5 max-w-prose text-ink-soft">{t('admin.subtitle')}</p>
      {body}
    </section>
  );
}
