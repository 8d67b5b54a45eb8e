import { MessageCircleHeart } from 'lucide-react';
import { useTranslation } from '../../lib/use-translation';
import { useProductFitSummary } from './get-product-fit-summary';

/**
 * What shoppers say about the fit, once there are enough reviews; below the threshold, nothing.
 * Its texts are a namespace of their own (`fit-summary`, 0.3 KB): the product page no longer
 * loads the review form's, the designer's and the admin's texts with them (1.6 KB gzipped).
 */
export function ProductFitSummary({ productId }: { productId: string }) {
  const { t } = useTranslation('fit-summary');
  const { data } = useProductFitSummary(productId);
  const headline = data?.headline;
  if (!data || !headline) return null;
  const text =
    headline.kind === 'true_to_size'
      ? t('product.trueToSize')
      : headline.kind === 'mixed'
        ? t('product.mixed')
        : t(headline.kind === 'runs_small' ? 'product.runsSmall' : 'product.runsLarge', { area: t(`areasInSentence.${headline.area}`) });
  return (
    <div className="mt-3 flex items-start gap-2 rounded-lg border border-saffron/50 bg-saffron-tint p-3 text-sm" data-testid="product-fit-summary" role="note">
      <MessageCircleHeart aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-ink-soft" />
      <p>
        <span className="font-semibold">{text}</span> <span className="text-ink-soft">{t('product.basedOn', { count: data.reviewCount })}</span>
      </p>
    </div>
  );
}
