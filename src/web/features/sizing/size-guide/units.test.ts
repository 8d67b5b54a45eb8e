import { describe, expect, it } from 'vitest';
import { convert, formatRange, unitKey } from './units';

describe('size guide units', () => {
  it('keeps centimetres and kilograms as stored', () => {
    expect(convert('chest_cm', 96, 'cm')).toBe(96);
    expect(convert('weight_kg', 70, 'cm')).toBe(70);
  });

  it('turns lengths into inches and weights into pounds', () => {
    expect(convert('waist_cm', 2.54 * 30, 'in')).toBeCloseTo(30, 10);
    expect(convert('weight_kg', 10, 'in')).toBeCloseTo(22.0462, 4);
    expect(unitKey('waist_cm', 'in')).toBe('in');
    expect(unitKey('weight_kg', 'in')).toBe('lb');
    expect(unitKey('weight_kg', 'cm')).toBe('kg');
  });

  it('formats a range with an en dash, one decimal at most, and a single value when both ends agree', () => {
    expect(formatRange('bust_cm', [84, 88], 'cm', 'en')).toBe('84–88');
    expect(formatRange('bust_cm', [84, 88], 'in', 'en')).toBe('33.1–34.6');
    expect(formatRange('bust_cm', [84.25, 88.5], 'cm', 'en')).toBe('84.3–88.5');
    expect(formatRange('weight_kg', [50, 60], 'in', 'en')).toBe('110–132');
    expect(formatRange('height_cm', [110, 110], 'cm', 'en')).toBe('110');
  });
});
