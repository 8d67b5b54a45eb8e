import { CheckCircle2, ChevronDown, ShieldCheck } from 'lucide-react';
import { Collapsible } from 'radix-ui';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import type { AiMeasurementRecord } from '@domain/sizing/attachment';
import { MEASUREMENT_KEYS } from '@domain/sizing/types';
import { attachmentLabel, isUsableValue } from '@domain/sizing/validation';
import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../lib/cn';

export interface MeasurementBadgeProps {
  record: AiMeasurementRecord;
  /** Opens the saved-measurements viewer. */
  onView(): void;
}

const LABEL_TONE = { High: 'emerald', Medium: 'saffron', Low: 'neutral' } as const;

/**
 * The badge on a cart line with measurements (docs/requirements/sizing.md §2 overlay 11): measurements are
 * attached, so no size is needed; how confident the recommendation is (High at 0.8 or more,
 * Medium at 0.6, else Low); and what exactly travels with the order.
 */
export function MeasurementBadge({ record, onView }: MeasurementBadgeProps) {
  const { t } = useTranslation('sizing-profiles');
  const [open, setOpen] = useState(false);
  const label = attachmentLabel(record.confidence);
  const count = MEASUREMENT_KEYS.filter((key) => isUsableValue(record.measurements.metric[key])).length;
  return (
    <div data-testid="measurement-badge" className="rounded-lg border border-emerald/30 bg-emerald-tint/60 p-2.5 text-sm">
      <p className="flex items-center gap-2 font-semibold text-emerald-dark">
        <CheckCircle2 aria-hidden className="h-4 w-4 shrink-0 text-emerald" />
        {t('sizing-profiles:badge.attached')}
      </p>
      <div className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 pl-6">
        <span className="text-xs text-ink-soft">{t('sizing-profiles:badge.noSizeNeeded')}</span>
        <Badge tone={LABEL_TONE[label]} className="bg-white/80">
          {t(`sizing-profiles:badge.confidence.${label}`)}
        </Badge>
      </div>
      <Collapsible.Root open={open} onOpenChange={setOpen}>
        <div className="mt-0.5 flex flex-wrap items-center gap-x-1 pl-4">
          <button
            type="button"
            data-testid="measurement-badge-view"
            onClick={onView}
            className="min-h-11 rounded-full px-2 font-semibold text-emerald underline-offset-4 hover:underline"
          >
            {t('sizing-profiles:badge.view')}
          </button>
          <Collapsible.Trigger asChild>
            <button type="button" data-testid="what-gets-attached" className="inline-flex min-h-11 items-center gap-1 rounded-full px-2 text-ink-soft hover:text-ink">
              {t('sizing-profiles:badge.whatTitle')}
              <ChevronDown aria-hidden className={cn('h-4 w-4 transition-transform', open && 'rotate-180')} />
            </button>
          </Collapsible.Trigger>
        </div>
        <Collapsible.Content className="mt-1 rounded-md bg-white/80 p-3 text-xs leading-relaxed text-ink-soft">
          <p className="font-semibold text-ink">{t('sizing-profiles:badge.what.intro')}</p>
          <ul className="mt-1.5 list-disc space-y-1 pl-4">
            <li>{t('sizing-profiles:badge.what.measurements', { count })}</li>
            <li>{t('sizing-profiles:badge.what.method', { method: t(`sizing-profiles:sources.${record.source}`) })}</li>
            <li>{t('sizing-profiles:badge.what.size')}</li>
          </ul>
          <p className="mt-2 flex gap-1.5">
            <ShieldCheck aria-hidden className="mt-0.5 h-3.5 w-3.5 shrink-0 text-emerald" />
            <span>{t('sizing-profiles:badge.what.noPhoto')}</span>
          </p>
        </Collapsible.Content>
      </Collapsible.Root>
    </div>
  );
}
