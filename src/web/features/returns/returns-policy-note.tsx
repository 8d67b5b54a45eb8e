import { capPercent } from '@domain/returns';
import { useTranslation } from '../../lib/use-translation';
import { useReturnsPolicy } from './get-returns-policy';

/**
 * The return and fit-guarantee policy in a sentence or two, from the shop's settings (the same the
 * server applies): a ready-made garment's return window, or a made-to-measure one's claim window,
 * the alteration cap and what is not covered. `fulfilment` null states both.
 */
export function ReturnsPolicyNote({ fulfilment, className }: { fulfilment: 'ready' | 'made_to_measure' | null; className?: string }) {
  const { t } = useTranslation('returns');
  const query = useReturnsPolicy();
  if (!query.data) return null;
  const p = query.data;
  return (
    <div className={className ?? 'text-xs text-ink-soft'} data-testid="returns-policy">
      {fulfilment !== 'made_to_measure' ? <p>{t('policy.ready', { days: p.returnDays })}</p> : null}
      {fulfilment !== 'ready' ? (
        <>
          <p>{t('policy.claim', { days: p.claimDays, cap: capPercent(p.alterationCapBp) })}</p>
          <p>{t('policy.notCovered')}</p>
        </>
      ) : null}
    </div>
  );
}
