import type { MeasurementReview } from '@domain/fitting/api';
import { Badge } from '../../components/ui/badge';
import { useTranslation } from '../../lib/use-translation';

const TONE = { awaiting_review: 'saffron', question_asked: 'neutral', accepted: 'emerald' } as const;

/** Where the review stands, in words both sides read the same. */
export function ReviewStateBadge({ review }: { review: Pick<MeasurementReview, 'state' | 'reviewOverdue'> }) {
  const { t } = useTranslation('fitting');
  return (
    <Badge tone={review.reviewOverdue ? 'crimson' : TONE[review.state]}>
      <span data-testid="measurement-review-state" data-state={review.state}>
        {review.reviewOverdue ? t('state.overdue') : t(`state.${review.state}`)}
      </span>
    </Badge>
  );
}
