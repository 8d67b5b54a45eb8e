import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ESTIMATE_NOTES } from '@domain/sizing/estimator';
import { RECOMMENDATION_NOTES } from '@domain/sizing/recommend';
import type { HeightError, WeightError } from '@domain/sizing/validation';
import { formatNumber, heightErrorKey, noteKey, toPercent, unitLabel, weightErrorKey, type HeightMessage } from './messages';

const load = (lang: string) => JSON.parse(readFileSync(path.resolve(import.meta.dirname, `../../../locales/${lang}/sizing.json`), 'utf8')) as Record<string, unknown>;
const lookup = (tree: Record<string, unknown>, key: string): unknown => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);
const en = load('en');
const am = load('am-ET');

const HEIGHT_CODES: HeightMessage[] = ['ENTER_HEIGHT_INCHES', 'HEIGHT_RANGE_INCHES', 'HEIGHT_RANGE_METERS', 'HEIGHT_RANGE_CM', 'HEIGHT_FORMAT', 'HEIGHT_REQUIRED'] satisfies (HeightError | 'HEIGHT_REQUIRED')[];
const WEIGHT_CODES: WeightError[] = ['ENTER_WEIGHT', 'WEIGHT_RANGE_LB', 'WEIGHT_RANGE_KG'];

describe('sizing messages', () => {
  it("shows the spec's exact height texts (docs/requirements/sizing.md §5)", () => {
    expect(HEIGHT_CODES.map((code) => lookup(en, heightErrorKey(code)))).toEqual([
      'Enter height in inches',
      'Height must be between 34-96 inches',
      'Height must be between 0.86–2.40 m',
      'Height must be between 86–240 cm',
      'Enter height as meters (e.g., 1.70) or centimeters (e.g., 170)',
      'Height is required for accurate measurements',
    ]);
  });

  it('has a text in both languages for every code the guide shows', () => {
    const keys = [
      ...HEIGHT_CODES.map(heightErrorKey),
      ...WEIGHT_CODES.flatMap((code) => [weightErrorKey(code, 'inches'), weightErrorKey(code, 'metric')]),
      ...[...RECOMMENDATION_NOTES, ...ESTIMATE_NOTES].map((code) => noteKey(code) ?? `missing ${code}`),
      ...['excellent', 'good', 'fair', 'poor'].map((level) => `summary.levels.${level}`),
      ...['in', 'cm', 'm', 'ft', 'lb', 'kg'].map((unit) => `units.${unit}`),
    ];
    for (const key of keys) {
      expect(typeof lookup(en, key), `en ${key}`).toBe('string');
      expect(lookup(am, key), `am-ET ${key}`).toMatch(/[\u1200-\u137F]/);
    }
  });

  it('names the unit of the weight field in "enter weight"', () => {
    expect(lookup(en, weightErrorKey('ENTER_WEIGHT', 'inches'))).toBe('Enter weight in pounds');
    expect(lookup(en, weightErrorKey('ENTER_WEIGHT', 'metric'))).toBe('Enter weight in kilograms');
  });

  it("has the spec's recommendation texts (docs/requirements/sizing.md §8)", () => {
    expect(lookup(en, 'recommendation.recorded')).toBe('Measurements Recorded — AI sizing is temporarily unavailable, but your measurements are ready for custom fitting.');
    expect(lookup(en, 'recommendation.ready')).toBe('Size recommendation ready! We recommend size {{size}} with {{confidence}}% confidence.');
    expect(lookup(en, 'recommendation.checkMeasurements')).toBe('Please check your measurements.');
    expect(lookup(en, 'errors.missingInformation')).toBe('Missing Information');
    expect(lookup(en, 'errors.outOfRange')).toBe('Measurement Values Out of Range');
    expect(lookup(en, 'errorBoundary.title')).toBe('AI Size Recommendation Error');
  });

  it('skips note codes it does not know rather than showing a raw code', () => {
    expect(noteKey('SOMETHING_NEW')).toBeNull();
    expect(noteKey('BETWEEN_SIZES')).toBe('notes.BETWEEN_SIZES');
  });

  it('labels units and formats numbers', () => {
    expect(unitLabel('chest_cm', 'inches')).toBe('in');
    expect(unitLabel('weight_kg', 'inches')).toBe('lb');
    expect(unitLabel('weight_kg', 'metric')).toBe('kg');
    expect(formatNumber(86.36, 'en', 1)).toBe('86.4');
    expect(toPercent(0.856)).toBe(86);
    expect(toPercent(1.2)).toBe(100);
  });
});
