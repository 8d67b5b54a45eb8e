import { ShieldCheck } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import type { FitConsent } from './consent-storage';

export interface FitConsentPanelProps {
  /** Called with the consent once Continue is pressed (the checkbox ticked). */
  onContinue(): void;
  onCancel?(): void;
  /** 'photo' (AI Powered Fit) or 'camera' (the live scan): the notice differs in one sentence. */
  mode?: 'photo' | 'camera';
}

/**
 * The consent step (docs/requirements/sizing.md §2 overlay 1): the privacy notice, a checkbox, and Continue,
 * disabled until it is ticked. A panel, so the photo dialog shows it inside its own window
 * instead of stacking two modals.
 */
export function FitConsentPanel({ onContinue, onCancel, mode = 'photo' }: FitConsentPanelProps) {
  const { t } = useTranslation('fit-photo');
  const [agreed, setAgreed] = useState(false);
  const id = useId();
  return (
    <div className="flex flex-col gap-4" data-testid="fit-consent">
      <div className="flex items-start gap-3 rounded-card border border-emerald/30 bg-emerald-tint p-4">
        <ShieldCheck aria-hidden className="mt-0.5 h-6 w-6 shrink-0 text-emerald-dark" />
        <div className="grid gap-2 text-sm leading-relaxed text-ink-soft">
          <p className="font-semibold text-ink">{t('consent.privacyTitle')}</p>
          <p>{mode === 'camera' ? t('consent.privacyCamera') : t('consent.privacyPhoto')}</p>
          <p>{t('consent.privacySent')}</p>
          <p>{t('consent.disclaimer')}</p>
        </div>
      </div>
      <label htmlFor={id} className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-line bg-white p-3 text-sm">
        <input
          id={id}
          type="checkbox"
          data-testid="fit-consent-checkbox"
          className="mt-0.5 h-5 w-5 shrink-0 accent-emerald"
          checked={agreed}
          onChange={(e) => setAgreed(e.target.checked)}
        />
        <span>{t('consent.checkbox')}</span>
      </label>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {onCancel ? (
          <Button variant="outline" onClick={onCancel}>
            {t('actions.cancel')}
          </Button>
        ) : null}
        <Button variant="accent" disabled={!agreed} onClick={onContinue} data-testid="fit-consent-continue">
          {t('consent.continue')}
        </Button>
      </div>
    </div>
  );
}

export interface FitConsentDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** Gives the consent (useFitConsent's `give`) and proceeds. */
  onConsent(consent: FitConsent): void;
  give(): FitConsent;
  mode?: 'photo' | 'camera';
}

/** The consent step as a dialog of its own, for flows that open it before their own window (the live scan). */
export function FitConsentDialog({ open, onOpenChange, onConsent, give, mode }: FitConsentDialogProps) {
  const { t } = useTranslation('fit-photo');
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('consent.title')} className="max-w-lg">
      <FitConsentPanel mode={mode} onCancel={() => onOpenChange(false)} onContinue={() => onConsent(give())} />
    </Dialog>
  );
}
