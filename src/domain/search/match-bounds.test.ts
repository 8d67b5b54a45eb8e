import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { surelyOverCap, walkBudget, WALK_SLACK } from './match-bounds';

describe('walkBudget', () => {
  it('walks for two words that share their 4,230 products in 100,000 (arat kilo), reading twice what an even spread needs', () => {
    expect(walkBudget({ atLeast: 0, atMost: 4_230, shown: 100_000 }, 24)).toBe(Math.ceil((2 * 24 * 100_000) / 4_230));
  });

  it('leaves a rarer word to the bitmap: 3,000 products hold it, and walking 1,600 rows would be more than half of them', () => {
    expect(walkBudget({ atLeast: 0, atMost: 3_000, shown: 100_000 }, 24)).toBe(0);
  });

  it('says nothing without counts, for no products, or for no rows wanted', () => {
    expect(walkBudget({ atLeast: 0, atMost: 0, shown: 100_000 }, 24)).toBe(0);
    expect(walkBudget({ atLeast: 0, atMost: 50_000, shown: 0 }, 24)).toBe(0);
    expect(walkBudget({ atLeast: 0, atMost: 50_000, shown: 100_000 }, 0)).toBe(0);
    expect(walkBudget({ atLeast: 0, atMost: Number.NaN, shown: 100_000 }, 24)).toBe(0);
  });

  it('reads later pages further down the order', () => {
    const bounds = { atLeast: 0, atMost: 50_000, shown: 100_000 };
    expect(walkBudget(bounds, 48)).toBe(2 * walkBudget(bounds, 24));
  });

  it('whenever it walks, reads at most half the rows the bitmap would and at least what an even spread needs', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 1, max: 2_000 }), (shown, rawAtMost, wanted) => {
        const atMost = Math.min(shown, rawAtMost);
        const budget = walkBudget({ atLeast: 0, atMost, shown }, wanted);
        if (budget === 0) return;
        expect(2 * budget).toBeLessThanOrEqual(atMost);
        expect(budget).toBeGreaterThanOrEqual((WALK_SLACK * wanted * shown) / atMost);
        expect(budget).toBeGreaterThanOrEqual(wanted);
      }),
    );
  });
});

describe('surelyOverCap', () => {
  it('is true only when more products surely match than the cap', () => {
    expect(surelyOverCap({ atLeast: 1_001, atMost: 60_000, shown: 100_000 }, 1_000)).toBe(true);
    expect(surelyOverCap({ atLeast: 1_000, atMost: 60_000, shown: 100_000 }, 1_000)).toBe(false);
    expect(surelyOverCap({ atLeast: 0, atMost: 0, shown: 0 }, 1_000)).toBe(false);
  });
});
