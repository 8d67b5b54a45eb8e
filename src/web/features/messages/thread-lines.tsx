import type { ThreadLine } from '@domain/messages/api';
import { useTranslation } from '../../lib/use-translation';

const CM_PER_INCH = 2.54;

/** The garments a conversation is about, and (for the designer) the measurements beside it. */
export function ThreadLines({ lines, showMeasurements }: { lines: ThreadLine[]; showMeasurements: boolean }) {
  const { t } = useTranslation('messages');
  if (lines.length === 0) return null;
  return (
    <ul className="divide-y divide-line border-b border-line bg-white" data-testid="thread-lines">
      {lines.map((line) => (
        <li key={line.id} className="flex gap-3 px-3 py-2 text-sm">
          {line.productImageUrl ? <img src={line.productImageUrl} alt="" className="h-12 w-12 shrink-0 rounded-md object-cover" loading="lazy" /> : null}
          <div className="min-w-0 flex-1">
            <p className="font-semibold">{line.productName}</p>
            <p className="text-xs text-muted">
              {line.size ? `${t('line.size', { size: line.size })} · ` : ''}
              {t(`line.status.${line.status}`)}
              {line.changeRequestOpen ? <span className="ml-2 rounded-full bg-saffron-tint px-2 py-0.5 font-semibold text-[#7a5a00]">{t('line.changeOpen')}</span> : null}
            </p>
            {showMeasurements && line.measurements ? (
              <dl className="mt-1 grid grid-cols-2 gap-x-3 text-xs sm:grid-cols-3" data-testid="thread-measurements">
                {Object.entries(line.measurements).map(([key, cm]) => (
                  <div key={key} className="flex justify-between gap-2">
                    <dt className="text-muted">{t(`measure.${key}`, { defaultValue: key.replace(/_cm$|_kg$/, '').replace(/_/g, ' ') })}</dt>
                    <dd className="font-medium tabular-nums">{key.endsWith('_kg') ? `${cm} kg` : `${cm} cm · ${(cm / CM_PER_INCH).toFixed(1)} in`}</dd>
                  </div>
                ))}
              </dl>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
