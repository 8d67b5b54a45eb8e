import { ShieldCheck } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation';

export interface MeasurementsChoiceProps {
  include: boolean;
  onIncludeChange: (include: boolean) => void;
  /** Guests consent explicitly before their body measurements go to a designer (docs/requirements/sizing.md §4). */
  isGuest: boolean;
  consent: boolean;
  onConsentChange: (consent: boolean) => void;
  consentError: string | undefined;
  /** How many lines would carry them. */
  lineCount: number;
}

/** docs/requirements/sizing.md §4 'Include my measurements with this order', with a guest's consent. */
export function MeasurementsChoice({ include, onIncludeChange, isGuest, consent, onConsentChange, consentError, lineCount }: MeasurementsChoiceProps) {
  const { t } = useTranslation('checkout');
  return (
    <div className="grid gap-3">
      <label className="flex cursor-pointer items-start gap-3 rounded-lg border border-line p-3 has-[:checked]:border-emerald has-[:checked]:bg-emerald-tint/40">
        <input
          id="checkout-include-measurements"
          type="checkbox"
          checked={include}
          onChange={(e) => onIncludeChange(e.target.checked)}
          className="mt-0.5 h-5 w-5 shrink-0 accent-emerald"
          aria-describedby="checkout-include-measurements-desc"
          data-testid="checkout-include-measurements"
        />
        <span>
          <span className="font-semibold">{t('measurementsChoice.include')}</span>
          <span id="checkout-include-measurements-desc" className="mt-0.5 block text-sm text-ink-soft">
            {t('measurementsChoice.includeBody', { count: lineCount })}
          </span>
        </span>
      </label>
      {include && isGuest ? (
        <div>
          <label className="flex cursor-pointer items-start gap-3 rounded-lg border border-line p-3 has-[:checked]:border-emerald">
            <input
              id="checkout-measurement-consent"
              type="checkbox"
              checked={consent}
              onChange={(e) => onConsentChange(e.target.checked)}
              className="mt-0.5 h-5 w-5 shrink-0 accent-emerald"
              aria-invalid={consentError ? true : undefined}
              aria-describedby={consentError ? 'checkout-measurement-consent-error' : undefined}
              data-testid="checkout-measurement-consent"
            />
            <span className="text-sm font-semibold">{t('measurementsChoice.consent')}</span>
          </label>
          {consentError ? (
            <p id="checkout-measurement-consent-error" role="alert" className="mt-1.5 text-sm text-crimson">
              {consentError}
            </p>
          ) : null}
        </div>
      ) : null}
      <p className="flex gap-2 text-xs text-muted">
        <ShieldCheck aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-emerald" />
        <span>{include ? t('measurementsChoice.privacy') : t('measurementsChoice.notIncluded')}</span>
      </p>
    </div>
  );
}
