import { AlertTriangle, CloudOff, Ruler, Sparkles } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { localized } from '../../lib/localized';
import { useMeId } from '../accounts';
import { MeasurementBadge, ownedRecord, SavedMeasurementsDialog, SizeGuideLauncher, sizeCategoryForSlug, snapshotFromRecord } from '../sizing';
import type { CartLine } from './types';

/** What a cart line shows about its size: Custom Fit with its measurements, or that a size is still needed. */
export function LineSizing({ line, onOpenGuide, onView, onRemoveMeasurements }: { line: CartLine; onOpenGuide: () => void; onView: () => void; onRemoveMeasurements: () => void }) {
  const { t } = useTranslation(['common', 'sizing-flow']);
  const meId = useMeId();
  const owned = line.aiMeasurements ? ownedRecord(line.aiMeasurements, meId) : null;
  if (line.aiMeasurements && !owned)
    // Not this shopper's (a shared or tampered device): never shown, only the viewer's explanation.
    return (
      <div className="mt-1 flex flex-wrap items-center gap-2 rounded-lg bg-crimson-tint p-2 text-sm" data-testid="cart-line-invalid-measurements">
        <AlertTriangle aria-hidden className="h-4 w-4 shrink-0 text-crimson" />
        <span className="font-semibold">{t('sizing-flow:line.invalid')}</span>
        <Button variant="link" size="sm" className="min-h-11 px-1" onClick={onView} data-testid="measurement-badge-view">
          {t('sizing-flow:line.details')}
        </Button>
      </div>
    );
  if (owned)
    return (
      <div className="mt-1">
        <MeasurementBadge record={owned} onView={onView} />
        {line.measurementsPending ? (
          <p className="mt-1 flex items-center gap-1.5 text-xs text-ink-soft" data-testid="cart-line-measurements-pending">
            <CloudOff aria-hidden className="h-3.5 w-3.5 shrink-0" />
            {t('sizing-flow:line.measurementsPending')}
          </p>
        ) : null}
        <Button variant="link" size="sm" className="min-h-11 px-1 text-muted" onClick={onRemoveMeasurements} data-testid="cart-line-remove-measurements">
          {t('sizing-flow:line.removeMeasurements')}
        </Button>
      </div>
    );
  if (!line.needsSize) return null;
  return (
    <div className="mt-1 flex flex-wrap items-center gap-2 rounded-lg bg-saffron/10 p-2 text-sm" data-testid="cart-line-needs-size">
      <AlertTriangle aria-hidden className="h-4 w-4 shrink-0 text-saffron-dark" />
      <span className="font-semibold">{t('sizing-flow:line.needsSize')}</span>
      <Button variant="link" size="sm" className="min-h-11 px-1" onClick={onOpenGuide} data-testid="cart-line-open-guide">
        {t('sizing-flow:sizeRequired.useGuide')}
      </Button>
    </div>
  );
}

/** docs/requirements/sizing.md §4 cart size gating: checkout waits until every flagged line has a size or measurements. */
export function SizeRequiredDialog({
  open,
  onOpenChange,
  lines,
  onChooseSize,
  onOpenGuide,
  onContinue,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  lines: CartLine[];
  onChooseSize: (line: CartLine, size: string) => void;
  onOpenGuide: (line: CartLine) => void;
  onContinue: () => void;
}) {
  const { t, i18n } = useTranslation(['common', 'sizing-flow']);
  const flagged = lines.filter((l) => l.needsSize);
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('sizing-flow:sizeRequired.title')} description={t('sizing-flow:sizeRequired.body')} className="max-w-lg">
      <div data-testid="size-required-dialog">
        {flagged.length ? (
          <ul className="grid gap-3">
            {flagged.map((line) => (
              <li key={line.id} className="rounded-card border border-line p-3" data-testid="size-required-line">
                <p className="font-semibold">{localized(i18n.language, line.name, line.nameAm) ?? line.name}</p>
                <div className="mt-2 flex flex-wrap items-end gap-2">
                  <label className="grid flex-1 gap-1 text-sm font-semibold">
                    {t('sizing-flow:sizeRequired.chooseSize')}
                    <select
                      className="min-h-11 rounded-lg border border-line bg-white px-3"
                      defaultValue=""
                      onChange={(e) => e.target.value && onChooseSize(line, e.target.value)}
                      data-testid="size-required-select"
                    >
                      <option value="">{t('sizing-flow:sizeRequired.chooseSize')}</option>
                      {line.sizes.map((s) => (
                        <option key={s} value={s}>
                          {s}
                        </option>
                      ))}
                    </select>
                  </label>
                  <Button variant="outline" className="min-h-11" onClick={() => onOpenGuide(line)} data-testid="size-required-guide">
                    <Sparkles aria-hidden className="h-4 w-4" /> {t('sizing-flow:sizeRequired.useGuide')}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-emerald-dark">{t('sizing-flow:sizeRequired.allSet')}</p>
        )}
        <p className="mt-3 text-sm text-muted" aria-live="polite">
          {flagged.length ? t('sizing-flow:sizeRequired.remaining', { count: flagged.length }) : null}
        </p>
        <Button className="mt-3 w-full" size="lg" disabled={flagged.length > 0} onClick={onContinue} data-testid="size-required-continue">
          {t('sizing-flow:sizeRequired.continue')}
        </Button>
      </div>
    </Dialog>
  );
}

/** docs/requirements/sizing.md §2 overlay 12: pick an item of the cart and get its size in seconds. */
export function QuickSizeCheck({ lines, onOpenGuide }: { lines: CartLine[]; onOpenGuide: (line: CartLine) => void }) {
  const { t, i18n } = useTranslation(['common', 'sizing-flow']);
  const sizable = lines.filter((l) => l.sizes.length > 1 && l.available);
  const [chosen, setChosen] = useState<string>('');
  if (sizable.length === 0) return null;
  const line = sizable.find((l) => l.id === chosen) ?? sizable.find((l) => l.needsSize) ?? sizable[0];
  if (!line) return null;
  return (
    <section className="mx-4 mb-4 rounded-card border border-line bg-linen/60 p-3" aria-labelledby="quick-size-title" data-testid="quick-size-check">
      <h3 id="quick-size-title" className="flex items-center gap-2 text-sm font-semibold">
        <Ruler aria-hidden className="h-4 w-4 text-emerald" /> {t('sizing-flow:quickCheck.title')}
      </h3>
      <label className="mt-2 grid gap-1 text-sm">
        {t('sizing-flow:quickCheck.question')}
        <select className="min-h-11 rounded-lg border border-line bg-white px-3" value={line.id} onChange={(e) => setChosen(e.target.value)} data-testid="quick-size-select">
          {sizable.map((l) => (
            <option key={l.id} value={l.id}>
              {localized(i18n.language, l.name, l.nameAm) ?? l.name}
            </option>
          ))}
        </select>
      </label>
      <Button variant="accent" className="mt-2 w-full" onClick={() => onOpenGuide(line)} data-testid="quick-size-open">
        <Sparkles aria-hidden className="h-4 w-4" /> {t('sizing-flow:quickCheck.cta')}
      </Button>
    </section>
  );
}

/**
 * The drawer's sizing layer: one AI Size Guide (cart context) and one saved-measurements viewer,
 * opened for a line. The guide's confirm flow attaches to that line (docs/requirements/sizing.md §4).
 */
export function useCartSizing(lines: CartLine[]) {
  const meId = useMeId();
  const [guideLineId, setGuideLineId] = useState<string | null>(null);
  const [viewLineId, setViewLineId] = useState<string | null>(null);
  const guideLine = lines.find((l) => l.id === guideLineId) ?? null;
  const viewLine = lines.find((l) => l.id === viewLineId) ?? null;
  const [lastGuideLine, setLastGuideLine] = useState<CartLine | null>(null);
  const shown = guideLine ?? lastGuideLine;
  // Where the shopper goes back to when the guide closes (the size-required dialog it was opened from).
  const afterGuide = useRef<(() => void) | null>(null);

  const openGuide = (line: CartLine, onClosed?: () => void) => {
    afterGuide.current = onClosed ?? null;
    setLastGuideLine(line);
    setGuideLineId(line.id);
  };
  const closeGuide = () => {
    setGuideLineId(null);
    const back = afterGuide.current;
    afterGuide.current = null;
    back?.();
  };

  const layer = (
    <>
      {shown ? (
        <SizeGuideLauncher
          open={guideLine !== null}
          onOpenChange={(open) => !open && closeGuide()}
          context={{ kind: 'cart', lineId: shown.id, productId: shown.productId, productSizes: shown.sizes, defaultCategory: shown.aiMeasurements?.category ?? sizeCategoryForSlug(shown.categorySlug) }}
          target={{ kind: 'cart', lineId: shown.id }}
          initial={shown.aiMeasurements ? snapshotFromRecord(shown.aiMeasurements, shown.productId) : null}
        />
      ) : null}
      <SavedMeasurementsDialog
        open={viewLine !== null}
        onOpenChange={(open) => !open && setViewLineId(null)}
        record={viewLine?.aiMeasurements ?? null}
        currentUserId={meId}
        onEdit={() => {
          const line = viewLine;
          setViewLineId(null);
          if (line) openGuide(line);
        }}
        onTryOther={() => {
          const line = viewLine;
          setViewLineId(null);
          if (line) openGuide(line);
        }}
      />
    </>
  );

  return { openGuide, view: (line: CartLine) => setViewLineId(line.id), layer };
}
