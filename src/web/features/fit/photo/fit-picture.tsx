import type { PoseView } from '@domain/fit/types';
import type { SizeCategory } from '@domain/sizing/types';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { drawScan } from '../draw-scan';
import { silhouetteRowStep } from '../../../lib/pose/mask-runs';
import type { GirthLevels } from './fit-result';
import { levelFractions, measurementLevels } from './levels';

export interface FitPictureProps {
  image: HTMLCanvasElement;
  view: PoseView | null;
  category: SizeCategory;
  className?: string;
  /** Under the picture; by default what it shows. */
  caption?: string;
  /** Where the server read the girths on this photo (fractions of its height). */
  readAt?: GirthLevels | null;
}

/**
 * The measured photo with what was read from it: the body mask, the skeleton and the shoulder,
 * chest, waist and hip lines (drawScan). Drawn at the photo's own size and scaled by CSS, so the
 * lines sit where they were measured on any screen.
 */
export function FitPicture({ image, view, category, className, caption, readAt }: FitPictureProps) {
  const { t } = useTranslation('fit-photo');
  const ref = useRef<HTMLCanvasElement>(null);
  const fractions = useMemo(() => levelFractions(category), [category]);
  useEffect(() => {
    const canvas = ref.current;
    if (!canvas) return;
    canvas.width = image.width;
    canvas.height = image.height;
    const levels = view ? measurementLevels(view.landmarks, fractions, readAt).map((l) => ({ name: t(`levels.${l.name}`), y: l.y, from: 'server' as const })) : [];
    drawScan(canvas, image, view, levels, silhouetteRowStep(image.height));
  }, [image, view, fractions, readAt, t]);
  return (
    <figure className={className}>
      <canvas ref={ref} data-testid="fit-picture" role="img" aria-label={t('review.pictureLabel')} className="mx-auto block h-auto max-h-[60dvh] w-auto max-w-full rounded-lg bg-linen" />
      <figcaption className="mt-2 text-center text-xs text-muted">{caption ?? t('review.pictureCaption')}</figcaption>
    </figure>
  );
}
