import { defaultGirthCoefficients, GIRTH_SITES, type GirthSite } from '@domain/fit/girth-model';
import type { PoseLandmark } from '@domain/fit/types';
import type { SizeCategory } from '@domain/sizing/types';
import { landmarkIndex } from '../../../lib/pose/landmarks';

export const LEVEL_NAMES = ['shoulders', 'chest', 'waist', 'hips'] as const;
export type LevelName = (typeof LEVEL_NAMES)[number];

export type LevelFractions = Readonly<Record<GirthSite, number>>;

/**
 * Where the measuring reads each girth, as a share of the shoulder→hip landmark distance: the
 * girth model's fitted level fractions (the survey's women for women, men for men, their mean for
 * children, as measure.ts averages the models it has no child model for).
 */
export function levelFractions(category: SizeCategory): LevelFractions {
  const { sexes } = defaultGirthCoefficients();
  const models = category === 'women' ? [sexes.female] : category === 'men' ? [sexes.male] : [sexes.male, sexes.female];
  return Object.fromEntries(GIRTH_SITES.map((site) => [site, models.reduce((s, m) => s + m.girths[site].levelFraction, 0) / models.length])) as Record<GirthSite, number>;
}

/**
 * The lines drawn on the photo on Review, as fractions of the image height: the shoulder line from
 * its landmarks and the chest, waist and hip levels where the server read them, or (before it has
 * answered) placed on the torso by the model's mean fractions.
 * Empty when the torso was not seen.
 */
export function measurementLevels(
  landmarks: readonly PoseLandmark[],
  fractions: LevelFractions,
  /** Where the server says it read each girth (fractions of the image height): drawn there instead. */
  readAt?: Partial<Record<GirthSite, number>> | null,
): { name: LevelName; y: number }[] {
  const mid = (a: 'left_shoulder' | 'left_hip', b: 'right_shoulder' | 'right_hip'): number | null => {
    const p = landmarks[landmarkIndex(a)];
    const q = landmarks[landmarkIndex(b)];
    return p && q ? (p.y + q.y) / 2 : null;
  };
  const shoulders = mid('left_shoulder', 'right_shoulder');
  const hips = mid('left_hip', 'right_hip');
  if (shoulders === null || hips === null || !(hips > shoulders)) return [];
  const torso = hips - shoulders;
  return [
    { name: 'shoulders', y: shoulders },
    ...GIRTH_SITES.map((site) => ({ name: site, y: readAt?.[site] ?? shoulders + torso * fractions[site] })),
  ];
}
