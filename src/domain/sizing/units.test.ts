import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CM_PER_INCH, KG_PER_LB, LB_PER_KG } from './constants';
import { MEASUREMENT_KEYS, type Measurements } from './types';
import { cmToIn, fromUnitSystem, inToCm, kgToLb, lbToKg, roundTo, roundToStep, toImperial } from './units';

const decimals = (value: number): number => (String(value).split('.')[1] ?? '').length;

describe('roundTo', () => {
  it('rounds halves away from zero, including the 1.005 float case', () => {
    expect(roundTo(1.005, 2)).toBe(1.01);
    expect(roundTo(1.004, 2)).toBe(1);
    expect(roundTo(-1.005, 2)).toBe(-1.01);
    expect(roundTo(170.17999999999998, 2)).toBe(170.18);
    expect(roundTo(2.5, 0)).toBe(3);
    expect(roundTo(Number.NaN, 2)).toBeNaN();
  });
});

describe('cm and inches', () => {
  it('divides by 2.54 and rounds to 2 decimals (docs/requirements/sizing.md §3)', () => {
    expect(cmToIn(2.54)).toBe(1);
    expect(cmToIn(170)).toBe(66.93);
    expect(cmToIn(92.5)).toBe(36.42);
    expect(cmToIn(100)).toBe(39.37);
    expect(cmToIn(0)).toBe(0);
  });

  it('multiplies inches by 2.54', () => {
    expect(inToCm(1)).toBe(2.54);
    expect(inToCm(67)).toBe(170.18);
    expect(inToCm(36)).toBe(91.44);
    expect(inToCm(96)).toBe(243.84);
  });

  it('always gives at most 2 decimals and stays within rounding of the exact value', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 500, noNaN: true }), (cm) => {
        const inches = cmToIn(cm);
        expect(decimals(inches)).toBeLessThanOrEqual(2);
        expect(Math.abs(inches - cm / CM_PER_INCH)).toBeLessThanOrEqual(0.005 + 1e-9);
        expect(Math.abs(inToCm(inches) - cm)).toBeLessThanOrEqual(0.005 * CM_PER_INCH + 0.005 + 1e-9);
      }),
    );
  });
});

describe('kg and lb', () => {
  it('uses 0.453592 kg per lb and 2.20462 lb per kg (docs/requirements/sizing.md §5)', () => {
    expect(KG_PER_LB).toBe(0.453592);
    expect(LB_PER_KG).toBe(2.20462);
    expect(lbToKg(100)).toBe(45.36);
    expect(lbToKg(150)).toBe(68.04);
    expect(lbToKg(44)).toBe(19.96);
    expect(kgToLb(20)).toBe(44.09);
    expect(kgToLb(300)).toBe(661.39);
    expect(kgToLb(70)).toBe(154.32);
  });

  it('round-trips within a hundredth of a kilogram', () => {
    fc.assert(
      fc.property(fc.double({ min: 1, max: 400, noNaN: true }), (kg) => {
        expect(Math.abs(lbToKg(kgToLb(kg)) - kg)).toBeLessThan(0.01);
      }),
    );
  });
});

describe('toImperial', () => {
  it('turns every length into inches and the weight into pounds, keeping the keys', () => {
    expect(toImperial({ height_cm: 170, weight_kg: 70, waist_cm: 80, neck_cm: 38.5 })).toEqual({
      height_cm: 66.93,
      weight_kg: 154.32,
      waist_cm: 31.5,
      neck_cm: 15.16,
    });
  });

  it('drops non-finite values and adds nothing', () => {
    expect(toImperial({ chest_cm: Number.NaN, hips_cm: Number.POSITIVE_INFINITY, bust_cm: 90 })).toEqual({ bust_cm: 35.43 });
    expect(toImperial({})).toEqual({});
  });

  it('converts every key (all lengths except weight)', () => {
    const all = Object.fromEntries(MEASUREMENT_KEYS.map((key) => [key, 100])) as Measurements;
    const imperial = toImperial(all);
    for (const key of MEASUREMENT_KEYS) expect(imperial[key]).toBe(key === 'weight_kg' ? 220.46 : 39.37);
  });
});

describe('fromUnitSystem', () => {
  it('reads inches and pounds in inches mode (docs/requirements/sizing.md §5)', () => {
    expect(fromUnitSystem({ height_cm: 67, weight_kg: 150, chest_cm: 40 }, 'inches')).toEqual({ height_cm: 170.18, weight_kg: 68.04, chest_cm: 101.6 });
  });

  it('keeps cm and kg in metric mode', () => {
    expect(fromUnitSystem({ height_cm: 170, weight_kg: 68.5, hips_cm: 101.5 }, 'metric')).toEqual({ height_cm: 170, weight_kg: 68.5, hips_cm: 101.5 });
  });

  it('drops unknown keys and values that are not finite numbers', () => {
    const values = { chest_cm: Number.NaN, waist_cm: Number.NEGATIVE_INFINITY, shoe_size: 42, hips_cm: '100' } as unknown as Measurements;
    expect(fromUnitSystem(values, 'metric')).toEqual({});
    expect(fromUnitSystem(values, 'inches')).toEqual({});
  });

  it('inverts toImperial to within rounding', () => {
    fc.assert(
      fc.property(fc.double({ min: 10, max: 250, noNaN: true }), fc.double({ min: 10, max: 300, noNaN: true }), (cm, kg) => {
        const back = fromUnitSystem(toImperial({ chest_cm: cm, weight_kg: kg }), 'inches');
        expect(Math.abs((back.chest_cm ?? 0) - cm)).toBeLessThan(0.02);
        expect(Math.abs((back.weight_kg ?? 0) - kg)).toBeLessThan(0.01);
      }),
    );
  });
});

describe('roundToStep', () => {
  it('rounds to the nearest half by default, halves up', () => {
    expect(roundToStep(92.2)).toBe(92);
    expect(roundToStep(92.25)).toBe(92.5);
    expect(roundToStep(92.74)).toBe(92.5);
    expect(roundToStep(92.75)).toBe(93);
    expect(roundToStep(0.2)).toBe(0);
    expect(roundToStep(33.75)).toBe(34);
  });

  it('supports other steps without float noise', () => {
    expect(roundToStep(0.3, 0.1)).toBe(0.3);
    expect(roundToStep(1.234, 0.01)).toBe(1.23);
    expect(roundToStep(7, 5)).toBe(5);
    expect(roundToStep(12.3, 0.25)).toBe(12.25);
  });

  it('leaves non-finite values and bad steps alone', () => {
    expect(roundToStep(Number.NaN)).toBeNaN();
    expect(roundToStep(3.3, 0)).toBe(3.3);
    expect(roundToStep(3.3, -1)).toBe(3.3);
  });

  it('always lands on the 0.5 grid, within a quarter of the input', () => {
    fc.assert(
      fc.property(fc.double({ min: -1000, max: 1000, noNaN: true }), (value) => {
        const rounded = roundToStep(value);
        expect(Number.isInteger(rounded * 2)).toBe(true);
        expect(Math.abs(rounded - value)).toBeLessThanOrEqual(0.25 + 1e-9);
      }),
    );
  });
});
