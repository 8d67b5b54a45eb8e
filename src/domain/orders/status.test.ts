import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, type OrderStatus } from './constants';
import { canTransition, nextStatuses, orderStatusFromLines, shopperMayCancel } from './status';

describe('order line statuses', () => {
  it('moves one step forward at a time', () => {
    expect(nextStatuses('pending')).toEqual(['confirmed', 'cancelled']);
    expect(nextStatuses('confirmed')).toEqual(['in_production', 'cancelled']);
    expect(nextStatuses('in_production')).toEqual(['shipped', 'cancelled']);
    expect(nextStatuses('shipped')).toEqual(['delivered']);
    expect(nextStatuses('delivered')).toEqual([]);
    expect(nextStatuses('cancelled')).toEqual([]);
  });

  it('never skips a step, goes back, or leaves cancelled', () => {
    expect(canTransition('pending', 'shipped')).toBe(false);
    expect(canTransition('shipped', 'confirmed')).toBe(false);
    expect(canTransition('shipped', 'cancelled')).toBe(false);
    expect(canTransition('cancelled', 'pending')).toBe(false);
    fc.assert(
      fc.property(fc.constantFrom(...ORDER_STATUSES), fc.constantFrom(...ORDER_STATUSES), (from, to) => {
        if (!canTransition(from, to)) return;
        const step = ORDER_STATUSES.indexOf(to) - ORDER_STATUSES.indexOf(from);
        expect(to === 'cancelled' || step === 1).toBe(true);
      }),
    );
  });

  it('lets a shopper cancel only before production starts', () => {
    expect(shopperMayCancel(['pending', 'confirmed'])).toBe(true);
    expect(shopperMayCancel(['pending', 'in_production'])).toBe(false);
    expect(shopperMayCancel([])).toBe(false);
  });

  it("follows the least advanced live line, and is cancelled only when every line is", () => {
    expect(orderStatusFromLines(['shipped', 'in_production'])).toBe('in_production');
    expect(orderStatusFromLines(['cancelled', 'shipped'])).toBe('shipped');
    expect(orderStatusFromLines(['cancelled', 'cancelled'])).toBe('cancelled');
    expect(orderStatusFromLines(['delivered'])).toBe('delivered');
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...ORDER_STATUSES), { minLength: 1, maxLength: 8 }), (lines: OrderStatus[]) => {
        const status = orderStatusFromLines(lines);
        if (status === 'cancelled') expect(lines.every((l) => l === 'cancelled')).toBe(true);
        else expect(lines).toContain(status);
      }),
    );
  });
});
