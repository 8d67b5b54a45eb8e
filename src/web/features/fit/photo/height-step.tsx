import { parseHeight, parseWeight, type HeightError, type WeightError } from '@domain/sizing/validation';
import type { UnitSystem } from '@domain/sizing/types';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { cn } from '../../../lib/cn';
import type { HeightInput } from '../../sizing';

/**
 * The height as the confirm flow stores it: metric in cm (1.70 m is stored as 170 cm); inches as
 * inches, feet-and-inches included (5'7" is stored as 67 in).
 */
export function heightInputFrom(unit: UnitSystem, cm: number): HeightInput {
  if (unit === 'inches') return { value: Math.round((cm / 2.54) * 10) / 10, unit: 'in', normalizedCm: cm };
  return { value: cm, unit: 'cm', normalizedCm: cm };
}

type HeightProblem = { kind: 'missing' } | { kind: 'invalid'; code: HeightError };

export interface HeightStepProps {
  initialText: string;
  initialUnit: UnitSystem;
  initialWeight?: string;
  onBack(): void;
  /** `weightKg`: the optional weight, read in the same unit system (kg or lb), else null. */
  onNext(text: string, unit: UnitSystem, input: HeightInput, weightKg: number | null, weightText: string): void;
}

/**
 * Step 1 (docs/requirements/sizing.md §2 overlay 9, §5 "Height parsing"): metres or centimetres, or inches (and feet);
 * a missing height is 'Missing Information', an unreadable one 'Invalid Height' with the parser's message.
 */
export function HeightStep({ initialText, initialUnit, initialWeight = '', onBack, onNext }: HeightStepProps) {
  const { t } = useTranslation('fit-photo');
  const [text, setText] = useState(initialText);
  const [weight, setWeight] = useState(initialWeight);
  const [weightProblem, setWeightProblem] = useState<WeightError | null>(null);
  const [unit, setUnit] = useState<UnitSystem>(initialUnit);
  const [problem, setProblem] = useState<HeightProblem | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) {
      setProblem({ kind: 'missing' });
      return;
    }
    const parsed = parseHeight(text, unit);
    if (!parsed.ok) {
      setProblem({ kind: 'invalid', code: parsed.code });
      return;
    }
    setProblem(null);
    // The weight is optional: empty is fine, anything else must be a weight.
    let weightKg: number | null = null;
    if (weight.trim()) {
      const w = parseWeight(weight, unit);
      if (!w.ok) {
        setWeightProblem(w.code);
        return;
      }
      weightKg = w.kg;
    }
    setWeightProblem(null);
    onNext(text, unit, heightInputFrom(unit, parsed.cm), weightKg, weight);
  };

  const fieldError = problem ? (problem.kind === 'missing' ? t('height.required') : t(`height.errors.${problem.code}`)) : null;

  return (
    <form onSubmit={submit} noValidate className="mx-auto flex w-full max-w-md flex-col gap-5">
      <div>
        <h3 className="font-display text-xl font-semibold">{t('height.title')}</h3>
        <p className="mt-1 text-sm text-ink-soft">{t('height.intro')}</p>
      </div>
      <div role="radiogroup" aria-label={t('height.unit')} className="inline-flex w-fit rounded-full border border-line bg-white p-1">
        {(['metric', 'inches'] as const).map((u) => (
          <button
            key={u}
            type="button"
            role="radio"
            aria-checked={unit === u}
            data-testid={`fit-height-unit-${u}`}
            onClick={() => {
              setUnit(u);
              setProblem(null);
            }}
            className={cn('min-h-10 rounded-full px-4 text-sm font-semibold', unit === u ? 'bg-ink text-cotton' : 'text-ink-soft hover:bg-linen')}
          >
            {t(`height.units.${u}`)}
          </button>
        ))}
      </div>
      {problem ? (
        <div role="alert" className="rounded-lg border border-crimson/30 bg-crimson-tint px-4 py-3 text-sm" data-testid="fit-height-problem">
          <p className="font-semibold">{problem.kind === 'missing' ? t('height.missingTitle') : t('height.invalidTitle')}</p>
        </div>
      ) : null}
      <Field
        label={t('height.label')}
        hint={unit === 'metric' ? t('height.hintMetric') : t('height.hintInches')}
        inputMode="decimal"
        autoComplete="off"
        value={text}
        onChange={(e) => setText(e.target.value)}
        error={fieldError}
        data-testid="fit-height"
      />
      <Field
        label={t('height.weightLabel')}
        hint={unit === 'metric' ? t('height.weightHintMetric') : t('height.weightHintInches')}
        inputMode="decimal"
        autoComplete="off"
        value={weight}
        onChange={(e) => setWeight(e.target.value)}
        error={weightProblem ? t(`height.weightErrors.${weightProblem}`) : null}
        data-testid="fit-weight"
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
        <Button type="button" variant="outline" onClick={onBack}>
          {t('actions.back')}
        </Button>
        <Button type="submit" variant="accent" data-testid="fit-height-next">
          {t('actions.next')}
        </Button>
      </div>
    </form>
  );
}
