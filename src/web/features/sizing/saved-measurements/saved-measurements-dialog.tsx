import { AlertTriangle, Camera, Ruler, X } from 'lucide-react';
import { Dialog as D } from 'radix-ui';
import { useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import type { AiMeasurementRecord } from '@domain/sizing/attachment';
import type { UnitSystem } from '@domain/sizing/types';
import { confidenceLevel } from '@domain/sizing/validation';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { useGuideText } from '../size-guide/guide-text';
import { useMeasureFormat } from '../profiles/use-measure-format';
import { ownedRecord } from './owned-record';
import { confidencePercent, feetAndInches, initialUnitSystem, measurementRows, methodOf, otherMethod } from './record-view';

export interface SavedMeasurementsDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The cart line's aiMeasurements as received: anything, checked here before it is shown. */
  record: unknown;
  /** The signed-in shopper, or null for a guest. */
  currentUserId: string | null;
  /** Re-run the method the measurements came from. */
  onEdit(): void;
  /** Run the other method (AI Size Recommendation versus AI Powered Fit). */
  onTryOther(): void;
}

/**
 * The saved-measurements viewer of a cart line (docs/requirements/sizing.md §2 overlay 13, §4): shown only to the
 * measurements' owner; for anyone else, or for a record that is missing or unreadable, the
 * 'Invalid Measurements' dialog instead.
 */
export function SavedMeasurementsDialog({ open, onOpenChange, record, currentUserId, onEdit, onTryOther }: SavedMeasurementsDialogProps) {
  // The texts the open dialog shows, loaded while it is still closed (it is rendered with each cart
  // line), so opening it never waits for them.
  useTranslation(['sizing-profiles', 'sizing-guide']);
  const owned = useMemo(() => ownedRecord(record, currentUserId), [record, currentUserId]);
  // Opened from a cart line without a Radix trigger, so the opener is remembered here (focus is
  // still on it when the content mounts) and gets the focus back on close.
  const openerRef = useRef<HTMLElement | null>(null);
  const focus: FocusReturn = {
    onOpenAutoFocus: () => {
      openerRef.current = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
    },
    onCloseAutoFocus: (event) => {
      const opener = openerRef.current;
      openerRef.current = null;
      if (!opener?.isConnected) return;
      event.preventDefault();
      opener.focus();
    },
  };
  return (
    <D.Root open={open} onOpenChange={onOpenChange}>
      <D.Portal>
        <D.Overlay className="fixed inset-0 z-50 bg-ink/50 animate-fade-in" />
        {owned ? (
          <SavedMeasurements
            // A different record starts again in its own unit.
            key={`${owned.userId}:${owned.timestamp}:${owned.source}`}
            record={owned}
            focus={focus}
            onClose={() => onOpenChange(false)}
            onEdit={() => {
              onOpenChange(false);
              onEdit();
            }}
            onTryOther={() => {
              onOpenChange(false);
              onTryOther();
            }}
          />
        ) : (
          <InvalidMeasurements focus={focus} />
        )}
      </D.Portal>
    </D.Root>
  );
}

interface FocusReturn {
  onOpenAutoFocus(event: Event): void;
  onCloseAutoFocus(event: Event): void;
}

// One layer above its overlay: this dialog's overlay is mounted after its content (its portal comes
// last in <body>; the cause in Radix's portals was not found), and at the same layer it lay over
// the dialog and took every tap, Edit and Close included. Above the overlay, and the overlay above
// the cart drawer it opens from, so the drawer is dimmed behind it.
const CONTENT =
  'fixed z-[51] flex flex-col bg-white shadow-xl animate-fade-in outline-none inset-x-0 bottom-0 max-h-[92dvh] rounded-t-2xl sm:inset-auto sm:left-1/2 sm:top-1/2 sm:max-h-[90dvh] sm:w-[calc(100%-2rem)] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-card';

function CloseIcon() {
  const { t } = useTranslation('sizing-profiles');
  return (
    <D.Close asChild>
      <button type="button" className="grid h-11 w-11 shrink-0 place-items-center rounded-full hover:bg-linen" aria-label={t('sizing-profiles:viewer.close')} data-toast-avoid="">
        <X aria-hidden className="h-5 w-5" />
      </button>
    </D.Close>
  );
}

function InvalidMeasurements({ focus }: { focus: FocusReturn }) {
  const { t } = useTranslation('sizing-profiles');
  return (
    <D.Content {...focus} data-testid="invalid-measurements-dialog" role="alertdialog" className={cn(CONTENT, 'p-6 sm:max-w-md')}>
      <div className="flex items-start gap-3">
        <span aria-hidden className="grid h-11 w-11 shrink-0 place-items-center rounded-full bg-crimson-tint text-crimson">
          <AlertTriangle className="h-5 w-5" />
        </span>
        <div className="min-w-0 flex-1 pt-2">
          <D.Title className="font-display text-xl font-semibold">{t('sizing-profiles:invalid.title')}</D.Title>
          <D.Description className="mt-2 text-ink-soft">{t('sizing-profiles:invalid.body')}</D.Description>
        </div>
      </div>
      <div className="mt-6 flex justify-end">
        <D.Close asChild>
          <Button variant="primary" className="w-full sm:w-auto">
            {t('sizing-profiles:invalid.close')}
          </Button>
        </D.Close>
      </div>
    </D.Content>
  );
}

const LEVEL_TONE = { excellent: 'emerald', good: 'emerald', fair: 'saffron', poor: 'neutral' } as const;

function Section({ title, children, aside }: { title: ReactNode; children: ReactNode; aside?: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="border-t border-line py-4 first:border-t-0 first:pt-0">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={id} className="text-sm font-semibold uppercase tracking-wide text-muted">
          {title}
        </h3>
        {aside}
      </div>
      <div className="mt-2">{children}</div>
    </section>
  );
}

function SavedMeasurements({
  record,
  focus,
  onClose,
  onEdit,
  onTryOther,
}: {
  record: AiMeasurementRecord;
  focus: FocusReturn;
  onClose(): void;
  onEdit(): void;
  onTryOther(): void;
}) {
  const { t } = useTranslation('sizing-profiles');
  const { label } = useGuideText();
  const format = useMeasureFormat();
  const [unit, setUnit] = useState<UnitSystem>(() => initialUnitSystem(record));
  const rows = measurementRows(record, unit);
  const recommendation = record.sizeRecommendation;
  const percent = confidencePercent(recommendation?.confidence ?? record.confidence);
  const level = confidenceLevel(percent);
  const method = methodOf(record.source);
  const date = format.date(record.timestamp, true);
  const height = record.heightInput;
  const MethodIcon = method === 'fit' ? Camera : Ruler;

  const heightText = (() => {
    if (!height) return null;
    const converted =
      unit === 'metric'
        ? format.quantity(height.normalizedCm, 'cm')
        : t('sizing-profiles:viewer.feetInches', feetAndInches(height.normalizedCm));
    const entered = format.quantity(height.value, height.unit, 2);
    return { converted, entered };
  })();

  return (
    <D.Content {...focus} data-testid="saved-measurements-dialog" className={cn(CONTENT, 'sm:max-w-lg')}>
      <div className="flex items-start justify-between gap-3 border-b border-line px-5 py-3 sm:px-6">
        <div className="min-w-0 pt-2">
          <D.Title className="font-display text-xl font-semibold">{t('sizing-profiles:viewer.title')}</D.Title>
          <D.Description className="mt-0.5 text-sm text-muted">{t('sizing-profiles:viewer.description')}</D.Description>
        </div>
        <CloseIcon />
      </div>

      <div className="flex-1 overflow-y-auto px-5 py-4 sm:px-6">
        <dl className="grid grid-cols-2 gap-3 text-sm">
          <div>
            <dt className="text-muted">{t('sizing-profiles:viewer.source')}</dt>
            <dd className="mt-0.5 flex items-center gap-1.5 font-semibold" data-testid="saved-measurements-source">
              <MethodIcon aria-hidden className="h-4 w-4 text-emerald" />
              {t(`sizing-profiles:sources.${record.source}`)}
            </dd>
          </div>
          <div>
            <dt className="text-muted">{t('sizing-profiles:viewer.date')}</dt>
            <dd className="mt-0.5 font-semibold">{date ?? t('sizing-profiles:viewer.unknownDate')}</dd>
          </div>
        </dl>

        <div className="mt-4">
          <Section title={t('sizing-profiles:viewer.recommendedSize')}>
            {recommendation?.size ? (
              <div className="flex flex-wrap items-center gap-3">
                <span className="grid min-h-14 min-w-14 place-items-center rounded-card bg-ink px-3 font-display text-2xl font-bold text-cotton" data-testid="saved-measurements-size">
                  {recommendation.size}
                </span>
                <div className="space-y-1">
                  <Badge tone={LEVEL_TONE[level]}>{t('sizing-profiles:viewer.confidence', { percent })}</Badge>
                  <p className="text-sm text-ink-soft">{t(`sizing-profiles:viewer.levels.${level}`)}</p>
                </div>
              </div>
            ) : (
              <p className="text-sm text-ink-soft">{t('sizing-profiles:viewer.noSize')}</p>
            )}
            {recommendation && recommendation.alternates.length > 0 ? (
              <p className="mt-2 text-sm">{t('sizing-profiles:viewer.alternates', { sizes: recommendation.alternates.join(', ') })}</p>
            ) : null}
            {record.fit ? <p className="mt-1 text-sm text-ink-soft">{t('sizing-profiles:row.fit', { fit: t(`sizing-profiles:fits.${record.fit}`) })}</p> : null}
          </Section>

          <Section title={t('sizing-profiles:viewer.bodyMeasurements')} aside={<UnitToggle unit={unit} onChange={setUnit} />}>
            <dl className="grid grid-cols-1 gap-x-6 min-[400px]:grid-cols-2">
              {rows.map((row) => (
                <div key={row.key} className="flex min-h-9 items-baseline justify-between gap-3 border-b border-line/60 py-1.5 text-sm">
                  <dt className="text-ink-soft">{label(record.category, row.key)}</dt>
                  <dd className="font-semibold tabular-nums">{format.quantity(row.value, row.unit, 2)}</dd>
                </div>
              ))}
            </dl>
          </Section>

          {heightText ? (
            <Section title={t('sizing-profiles:viewer.height')}>
              <p className="text-sm">
                <span className="font-semibold tabular-nums">{heightText.converted}</span>{' '}
                <span className="text-muted">({t('sizing-profiles:viewer.heightAsEntered', { value: heightText.entered })})</span>
              </p>
            </Section>
          ) : null}
        </div>
      </div>

      <div className="grid gap-2 border-t border-line px-5 py-4 sm:flex sm:flex-wrap sm:justify-end sm:px-6">
        <Button variant="outline" onClick={onClose} className="order-last sm:order-first sm:mr-auto">
          {t('sizing-profiles:viewer.close')}
        </Button>
        <Button variant="outline" data-testid="saved-measurements-try-other" onClick={onTryOther}>
          {t('sizing-profiles:viewer.tryOther', { method: t(`sizing-profiles:methods.${otherMethod(record.source)}`) })}
        </Button>
        <Button variant="primary" data-testid="saved-measurements-edit" onClick={onEdit}>
          {t('sizing-profiles:viewer.edit')}
          <span className="sr-only">{t('sizing-profiles:viewer.editHint', { method: t(`sizing-profiles:methods.${method}`) })}</span>
        </Button>
      </div>
    </D.Content>
  );
}

/** One switch, so a tap anywhere on it flips the system; the active side is highlighted. */
function UnitToggle({ unit, onChange }: { unit: UnitSystem; onChange(unit: UnitSystem): void }) {
  const { t } = useTranslation('sizing-profiles');
  return (
    <button
      type="button"
      role="switch"
      aria-checked={unit === 'inches'}
      aria-label={t('sizing-profiles:viewer.unitToggle')}
      data-testid="saved-measurements-unit-toggle"
      data-unit={unit}
      onClick={() => onChange(unit === 'metric' ? 'inches' : 'metric')}
      className="inline-flex min-h-11 items-center rounded-full border border-line bg-white p-1 text-sm font-semibold"
    >
      {(['metric', 'inches'] as const).map((u) => (
        <span key={u} aria-hidden className={cn('grid min-h-9 min-w-12 place-items-center rounded-full px-3', unit === u ? 'bg-ink text-cotton' : 'text-ink-soft')}>
          {t(`sizing-profiles:viewer.units.${u}`)}
        </span>
      ))}
    </button>
  );
}
