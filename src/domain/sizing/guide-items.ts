import type { MeasurementKey, SizeCategory } from './types';

/**
 * The measurement guide (docs/requirements/sizing.md §2 Manual Entry, §3): which fields each category asks for,
 * in display order, grouped in collapsible sections. Texts live in the web locale namespace
 * `sizing-guide` (keyed by the measurement key without `_cm`), so this file stays pure data
 * shared by the overlay, the /size-guide page and the server's validation.
 *
 * Convention used across the product: the waist is measured AT THE NAVEL, because our size
 * charts and the estimator (fitted on a real body survey) are defined on that waist.
 */

export type GuideSection = 'upper' | 'arms' | 'lower' | 'general';

export interface GuideItem {
  key: MeasurementKey;
  section: GuideSection;
  /** Needed for a recommendation in this category (docs/requirements/sizing.md §3 required lists). */
  required: boolean;
  /** Typical body range in cm, used as the input's min/max hints (not a validation limit). */
  typicalCm: readonly [number, number];
}

const item = (key: MeasurementKey, section: GuideSection, typicalCm: readonly [number, number], required = false): GuideItem => ({
  key,
  section,
  required,
  typicalCm,
});

/*
 * Typical ranges cover roughly the 1st to 99th percentile of adults, girths up to a BMI-45
 * population's 99th as the default charts do (children: ages 2 to 16),
 * widened a little, so they hint without rejecting real bodies. They always contain the default
 * size charts' span and stay inside the plausible ranges the server accepts (tested).
 */
const MEN: readonly GuideItem[] = [
  item('neck_cm', 'upper', [32, 55], true),
  item('shoulder_width_cm', 'upper', [38, 54], true),
  item('chest_cm', 'upper', [80, 155], true),
  item('waist_cm', 'upper', [62, 155], true),
  item('hips_cm', 'upper', [82, 145], true),
  item('back_length_cm', 'upper', [38, 54]),
  item('sleeve_cm', 'arms', [54, 72]),
  item('armhole_depth_cm', 'arms', [19, 30]),
  item('bicep_cm', 'arms', [24, 46]),
  item('wrist_cm', 'arms', [14, 22]),
  item('inseam_cm', 'lower', [66, 94]),
  item('outseam_cm', 'lower', [92, 120]),
];

const WOMEN: readonly GuideItem[] = [
  item('bust_cm', 'upper', [72, 150], true),
  item('waist_cm', 'upper', [58, 155], true),
  item('hips_cm', 'upper', [82, 150], true),
  item('shoulder_width_cm', 'upper', [33, 47]),
  item('back_length_cm', 'upper', [35, 48]),
  item('sleeve_cm', 'arms', [50, 66]),
  item('armhole_depth_cm', 'arms', [17, 26]),
  item('bicep_cm', 'arms', [22, 44]),
  item('wrist_cm', 'arms', [13, 19]),
  item('dress_length_cm', 'lower', [85, 150]),
  item('skirt_length_cm', 'lower', [40, 110]),
  item('inseam_cm', 'lower', [62, 88]),
  item('outseam_cm', 'lower', [86, 112]),
  item('thigh_cm', 'lower', [44, 76]),
];

const CHILDREN: readonly GuideItem[] = [
  item('height_cm', 'general', [85, 180], true),
  item('chest_cm', 'general', [48, 92], true),
  item('waist_cm', 'general', [46, 82], true),
  item('hips_cm', 'general', [50, 96]),
  item('shoulder_width_cm', 'general', [22, 42]),
  item('back_length_cm', 'general', [20, 42]),
  item('sleeve_cm', 'arms', [24, 62]),
  item('armhole_depth_cm', 'arms', [11, 22]),
  item('inseam_cm', 'lower', [34, 82]),
];

export const GUIDE_ITEMS: Record<SizeCategory, readonly GuideItem[]> = { men: MEN, women: WOMEN, children: CHILDREN };

/** Section order per category. */
export const GUIDE_SECTIONS: Record<SizeCategory, readonly GuideSection[]> = {
  men: ['upper', 'arms', 'lower'],
  women: ['upper', 'arms', 'lower'],
  children: ['general', 'arms', 'lower'],
};

/** docs/requirements/sizing.md §4: upper body and general start open, the others start collapsed. */
export function openByDefault(section: GuideSection): boolean {
  return section === 'upper' || section === 'general';
}

/** A category's items in one section, in display order. */
export function guideItemsIn(category: SizeCategory, section: GuideSection): readonly GuideItem[] {
  return GUIDE_ITEMS[category].filter((i) => i.section === section);
}

/** The measurement key without its unit suffix, as used by the locale keys (`items.<name>`). */
export function guideTextKey(key: MeasurementKey): string {
  return key.replace(/_(cm|kg)$/, '');
}
