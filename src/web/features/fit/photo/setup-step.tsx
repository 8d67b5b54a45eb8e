import { SIZE_CATEGORIES, type SizeCategory } from '@domain/sizing/types';
import { Camera, ImageUp } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { FitConsentPanel } from '../consent/fit-consent-dialog';
import type { Mode } from './ai-fit-state';

/** Consent first (docs/requirements/sizing.md §3), once per product in this tab. */
export function ConsentStep({ onCancel, onContinue }: { onCancel(): void; onContinue(): void }) {
  const { t } = useTranslation('fit-photo');
  return (
    <div className="mx-auto max-w-lg">
      <h3 className="mb-4 font-display text-xl font-semibold">{t('consent.title')}</h3>
      <FitConsentPanel onCancel={onCancel} onContinue={onContinue} />
    </div>
  );
}

export interface SetupStepProps {
  category: SizeCategory;
  mode: Mode;
  cameraAvailable: boolean;
  onCategory(category: SizeCategory): void;
  onMode(mode: Mode): void;
  onNext(): void;
}

/** The category measured for, and Upload Photo or Use Camera (disabled with no camera). */
export function SetupStep({ category, mode, cameraAvailable, onCategory, onMode, onNext }: SetupStepProps) {
  const { t } = useTranslation('fit-photo');
  const { t: tc } = useTranslation('fit-camera');
  return (
    <div className="mx-auto flex max-w-lg flex-col gap-5">
      <fieldset>
        <legend className="font-display text-xl font-semibold">{t('setup.category')}</legend>
        <div className="mt-3 grid grid-cols-3 gap-2" role="radiogroup" aria-label={t('setup.category')}>
          {SIZE_CATEGORIES.map((c) => (
            <button
              key={c}
              type="button"
              role="radio"
              aria-checked={category === c}
              data-testid={`fit-category-${c}`}
              onClick={() => onCategory(c)}
              className={cn(
                'min-h-12 rounded-lg border px-3 text-sm font-semibold transition-colors',
                category === c ? 'border-ink bg-ink text-cotton' : 'border-line bg-white hover:border-ink/40',
              )}
            >
              {t(`setup.categories.${c}`)}
            </button>
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend className="font-semibold">{t('setup.mode')}</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2" role="radiogroup" aria-label={t('setup.mode')}>
          {(['upload', 'camera'] as const).map((m) => {
            const Icon = m === 'upload' ? ImageUp : Camera;
            const unavailable = m === 'camera' && !cameraAvailable;
            return (
              <button
                key={m}
                type="button"
                role="radio"
                aria-checked={mode === m}
                disabled={unavailable}
                data-testid={`fit-mode-${m}`}
                onClick={() => onMode(m)}
                className={cn(
                  'flex min-h-20 items-start gap-3 rounded-lg border p-4 text-left transition-colors disabled:cursor-not-allowed disabled:opacity-60',
                  mode === m ? 'border-emerald bg-emerald-tint ring-1 ring-emerald' : 'border-line bg-white hover:border-ink/40',
                )}
              >
                <Icon aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-emerald-dark" />
                <span>
                  <span className="block font-semibold">{m === 'upload' ? t('setup.upload') : tc('setup.camera')}</span>
                  <span className="block text-sm text-ink-soft">{m === 'upload' ? t('setup.uploadBody') : unavailable ? tc('setup.cameraUnavailable') : tc('setup.cameraBody')}</span>
                </span>
              </button>
            );
          })}
        </div>
      </fieldset>
      <div className="flex justify-end">
        <Button variant="accent" onClick={onNext} data-testid="fit-setup-next">
          {t('actions.next')}
        </Button>
      </div>
    </div>
  );
}
