import { describe, expect, it } from 'vitest';
import { PLAUSIBLE_RANGES_CM } from './constants';
import { DEFAULT_SIZE_CHARTS } from './default-size-charts';
import { GUIDE_ITEMS, GUIDE_SECTIONS, guideItemsIn, guideTextKey, openByDefault, type GuideSection } from './guide-items';
import { MEASUREMENT_KEYS, SIZE_CATEGORIES, type SizeCategory } from './types';

const keysOf = (category: SizeCategory) => GUIDE_ITEMS[category].map((i) => i.key);
const split = (category: SizeCategory) => GUIDE_SECTIONS[category].map((s) => guideItemsIn(category, s).length);
const required = (category: SizeCategory) =>
  GUIDE_ITEMS[category]
    .filter((i) => i.required)
    .map((i) => i.key)
    .sort();

describe('guide items (docs/requirements/sizing.md §3)', () => {
  it('has 12 items for men, 14 for women and 9 for children', () => {
    expect(GUIDE_ITEMS.men).toHaveLength(12);
    expect(GUIDE_ITEMS.women).toHaveLength(14);
    expect(GUIDE_ITEMS.children).toHaveLength(9);
  });

  it('splits the sections 6/4/2 for men, 5/4/5 for women and 6/2/1 for children, in section order', () => {
    expect(GUIDE_SECTIONS.men).toEqual(['upper', 'arms', 'lower']);
    expect(GUIDE_SECTIONS.women).toEqual(['upper', 'arms', 'lower']);
    expect(GUIDE_SECTIONS.children).toEqual(['general', 'arms', 'lower']);
    expect(split('men')).toEqual([6, 4, 2]);
    expect(split('women')).toEqual([5, 4, 5]);
    expect(split('children')).toEqual([6, 2, 1]);
  });

  it('lists the items of a section together, so display order equals section order', () => {
    for (const category of SIZE_CATEGORIES) {
      const sectionsInOrder = GUIDE_ITEMS[category].map((i) => i.section);
      const runs = sectionsInOrder.filter((s, i) => i === 0 || sectionsInOrder[i - 1] !== s);
      expect(runs, category).toEqual(GUIDE_SECTIONS[category]);
    }
  });

  it('shows the items in the order of the brief', () => {
    expect(keysOf('men')).toEqual([
      'neck_cm',
      'shoulder_width_cm',
      'chest_cm',
      'waist_cm',
      'hips_cm',
      'back_length_cm',
      'sleeve_cm',
      'armhole_depth_cm',
      'bicep_cm',
      'wrist_cm',
      'inseam_cm',
      'outseam_cm',
    ]);
    expect(keysOf('women')).toEqual([
      'bust_cm',
      'waist_cm',
      'hips_cm',
      'shoulder_width_cm',
      'back_length_cm',
      'sleeve_cm',
      'armhole_depth_cm',
      'bicep_cm',
      'wrist_cm',
      'dress_length_cm',
      'skirt_length_cm',
      'inseam_cm',
      'outseam_cm',
      'thigh_cm',
    ]);
    expect(keysOf('children')).toEqual([
      'height_cm',
      'chest_cm',
      'waist_cm',
      'hips_cm',
      'shoulder_width_cm',
      'back_length_cm',
      'sleeve_cm',
      'armhole_depth_cm',
      'inseam_cm',
    ]);
  });

  it('requires neck, shoulder width, chest, waist and hips for men; bust, waist and hips for women; height, chest and waist for children', () => {
    expect(required('men')).toEqual(['chest_cm', 'hips_cm', 'neck_cm', 'shoulder_width_cm', 'waist_cm']);
    expect(required('women')).toEqual(['bust_cm', 'hips_cm', 'waist_cm']);
    expect(required('children')).toEqual(['chest_cm', 'height_cm', 'waist_cm']);
  });

  it('uses only measurement keys of the shared vocabulary, each once per category', () => {
    const known = new Set<string>(MEASUREMENT_KEYS);
    for (const category of SIZE_CATEGORIES) {
      const keys = keysOf(category);
      for (const key of keys) expect(known.has(key), `${category}: ${key}`).toBe(true);
      expect(new Set(keys).size, category).toBe(keys.length);
    }
  });

  it('gives every item a sensible typical range in cm', () => {
    for (const category of SIZE_CATEGORIES) {
      for (const { key, typicalCm } of GUIDE_ITEMS[category]) {
        const [min, max] = typicalCm;
        expect(min, `${category}: ${key}`).toBeGreaterThan(0);
        expect(max, `${category}: ${key}`).toBeGreaterThan(min);
        expect(max, `${category}: ${key}`).toBeLessThanOrEqual(250);
      }
    }
    // A child's measurements sit below an adult's.
    const max = (category: SizeCategory, key: string) => GUIDE_ITEMS[category].find((i) => i.key === key)?.typicalCm[1] ?? 0;
    expect(max('children', 'chest_cm')).toBeLessThan(max('men', 'chest_cm'));
    expect(max('children', 'inseam_cm')).toBeLessThan(max('men', 'inseam_cm'));
  });

  it('hints typical ranges that contain the default size charts and stay inside what the server accepts', () => {
    for (const category of SIZE_CATEGORIES) {
      for (const { key, typicalCm } of GUIDE_ITEMS[category]) {
        const [low, high] = PLAUSIBLE_RANGES_CM[key];
        expect(typicalCm[0], `${category}: ${key}`).toBeGreaterThanOrEqual(low);
        expect(typicalCm[1], `${category}: ${key}`).toBeLessThanOrEqual(high);
        const charted = DEFAULT_SIZE_CHARTS[category].sizes.flatMap((s) => s.ranges[key] ?? []);
        if (charted.length === 0) continue;
        expect(typicalCm[0], `${category}: ${key} vs chart`).toBeLessThanOrEqual(Math.min(...charted));
        expect(typicalCm[1], `${category}: ${key} vs chart`).toBeGreaterThanOrEqual(Math.max(...charted));
      }
    }
  });

  it('opens upper body and general by default, collapses arms and lower body', () => {
    const open = (['upper', 'arms', 'lower', 'general'] as GuideSection[]).filter(openByDefault);
    expect(open).toEqual(['upper', 'general']);
  });

  it('names locale keys without the unit suffix', () => {
    expect(guideTextKey('shoulder_width_cm')).toBe('shoulder_width');
    expect(guideTextKey('weight_kg')).toBe('weight');
  });
});
