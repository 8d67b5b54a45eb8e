import type { MeasurementVersionView } from '@domain/fitting/api';
import { useFittingFormat } from './use-fitting-format';
import { useTranslation } from '../../lib/use-translation';

/** What a shopper's correction changed, per key: old → new in cm and inches, with where each value came from. */
export function VersionDiff({ version }: { version: MeasurementVersionView }) {
  const { t } = useTranslation(['fitting', 'orders']);
  const { value, name, source } = useFittingFormat();
  if (version.changes.length === 0) return null;
  return (
    <div data-testid="measurement-version-diff" className="rounded-lg border border-emerald/30 bg-emerald-tint/40 p-3">
      <p className="text-sm font-semibold">{t('diff.title', { version: version.version })}</p>
      <ul className="mt-2 grid gap-2 text-sm">
        {version.changes.map((c) => (
          <li key={c.key} data-measurement={c.key} className="grid gap-0.5">
            <span className="font-semibold">{name(c.key)}</span>
            <span className="tabular-nums">
              {t('diff.change', { before: value(c.key, c.beforeCm, 'metric'), after: value(c.key, c.afterCm, 'metric') })}
              <span className="text-ink-soft"> · {t('diff.change', { before: value(c.key, c.beforeIn, 'imperial'), after: value(c.key, c.afterIn, 'imperial') })}</span>
            </span>
            <span className="text-xs text-muted">{t('diff.sources', { before: source(c.beforeSource), after: source(c.afterSource) })}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
