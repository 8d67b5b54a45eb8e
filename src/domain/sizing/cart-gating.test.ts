import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { flaggedItems, isOneSizeLabel, needsSize, offersSizeChoice, type GatingItem } from './cart-gating';

const item = (sizes: readonly string[], selectedSize: string | null = null, hasMeasurements = false): GatingItem => ({ sizes, selectedSize, hasMeasurements });

describe('isOneSizeLabel', () => {
  it('knows the spellings of one size', () => {
    for (const label of ['One Size', 'one size', 'ONE SIZE', 'One-Size', 'OneSize', 'OS', 'os', 'O/S', ' OS ']) expect(isOneSizeLabel(label), label).toBe(true);
    for (const label of ['S', 'M', 'XS', 'Size One', '2-4Y', '', undefined]) expect(isOneSizeLabel(label), String(label)).toBe(false);
  });
});

describe('needsSize', () => {
  it('flags a product with a choice of sizes when neither a size nor measurements exist', () => {
    expect(needsSize(item(['S', 'M', 'L']))).toBe(true);
    expect(needsSize(item(['2-4Y', '4-6Y']))).toBe(true);
  });

  it('is satisfied by a selected size', () => {
    expect(needsSize(item(['S', 'M', 'L'], 'M'))).toBe(false);
    expect(needsSize(item(['S', 'M', 'L'], 'Custom Fit'))).toBe(false);
  });

  it('treats an empty or blank selected size as none', () => {
    expect(needsSize(item(['S', 'M'], ''))).toBe(true);
    expect(needsSize(item(['S', 'M'], '   '))).toBe(true);
  });

  it('is satisfied by attached measurements', () => {
    expect(needsSize(item(['S', 'M', 'L'], null, true))).toBe(false);
    expect(needsSize(item(['S', 'M', 'L'], '', true))).toBe(false);
  });

  it('never flags one-size products: no sizes, one size, or a first size One Size / OS', () => {
    expect(needsSize(item([]))).toBe(false);
    expect(needsSize(item(['M']))).toBe(false);
    expect(needsSize(item(['One Size']))).toBe(false);
    expect(needsSize(item(['One Size', 'XL']))).toBe(false);
    expect(needsSize(item(['OS', 'L']))).toBe(false);
    expect(needsSize(item(['os', 'L']))).toBe(false);
  });

  it('decides from data, not from the name the spec used (any product with sizes is gated)', () => {
    // The spec would miss a gown (name without kemis/dress/...) and gate a coffee set by "traditional".
    expect(needsSize({ ...item(['S', 'M']), name: 'Habesha Tibeb Gown' } as GatingItem)).toBe(true);
    expect(needsSize({ ...item(['One Size']), name: 'Traditional Coffee Set' } as GatingItem)).toBe(false);
  });

  it('is exactly "a size choice and no size and no measurements" for any item', () => {
    const sizes = fc.array(fc.constantFrom('XS', 'S', 'M', 'L', 'One Size', 'OS', '2-4Y'), { maxLength: 5 });
    fc.assert(
      fc.property(sizes, fc.option(fc.constantFrom('', 'M', 'L')), fc.boolean(), (list, selected, measured) => {
        const choice = list.length > 1 && list[0] !== 'One Size' && list[0] !== 'OS';
        expect(offersSizeChoice(list)).toBe(choice);
        expect(needsSize(item(list, selected, measured))).toBe(choice && !selected && !measured);
      }),
    );
  });
});

describe('flaggedItems', () => {
  it('returns the items that block checkout, in cart order, keeping their own fields', () => {
    const cart = [
      { id: 'a', ...item(['S', 'M', 'L']) },
      { id: 'b', ...item(['S', 'M', 'L'], 'M') },
      { id: 'c', ...item(['One Size']) },
      { id: 'd', ...item(['S', 'M'], null, true) },
      { id: 'e', ...item(['2-4Y', '4-6Y']) },
      { id: 'f', ...item(['OS', 'M']) },
    ];
    const flagged = flaggedItems(cart);
    expect(flagged.map((line) => line.id)).toEqual(['a', 'e']);
    expect(flagged[0]).toBe(cart[0]);
  });

  it('is empty for an empty cart and once every item has a size or measurements', () => {
    expect(flaggedItems([])).toEqual([]);
    expect(flaggedItems([item(['S', 'M'], 'S'), item(['S', 'M'], null, true)])).toEqual([]);
  });
});
