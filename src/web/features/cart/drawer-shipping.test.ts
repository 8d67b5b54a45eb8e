import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { drawerShipping } from './drawer-shipping';

describe('the drawer’s shipping row', () => {
  it('states no fee and no total without a destination, whatever the subtotal', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.option(fc.integer({ min: 0, max: 100_000 })), (subtotal, quoted) => {
        expect(drawerShipping(subtotal, false, quoted)).toEqual({ kind: 'ask' });
      }),
    );
  });

  it('waits for the quote once the destination is known, never a made-up figure', () => {
    expect(drawerShipping(4_699, true, null)).toEqual({ kind: 'pending' });
  });

  it('totals the subtotal with the quoted shipping, free at zero', () => {
    expect(drawerShipping(4_699, true, 300)).toEqual({ kind: 'quoted', shipping: 300, free: false, total: 4_999 });
    expect(drawerShipping(9_398, true, 0)).toEqual({ kind: 'quoted', shipping: 0, free: true, total: 9_398 });
  });
});
