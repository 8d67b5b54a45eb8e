import type { PoseQuality } from '@domain/fit/quality-gate';
import type { PhotoFitResult } from '../photo/fit-result';

/** Whether the server could use the side view (it says so in the quality flags when it could not). */
export function usedSideView(result: Pick<PhotoFitResult, 'qualityFlags'>): boolean {
  return !result.qualityFlags.some((f) => f === 'SIDE_VIEW_UNUSABLE' || f === 'NO_SIDE_VIEW');
}

/**
 * The capture's quality, 0..1: the pose checks of both views (docs/requirements/sizing.md §5 score), and a side view
 * the server could not use counts as a missing half of the scan.
 */
export function scanQualityOf(front: { quality: Pick<PoseQuality, 'score'> }, side: { quality: Pick<PoseQuality, 'score'> }, result: Pick<PhotoFitResult, 'qualityFlags'>): number {
  const score = usedSideView(result) ? (front.quality.score + side.quality.score) / 2 : front.quality.score * 0.75;
  return Math.round(score * 100) / 100;
}
