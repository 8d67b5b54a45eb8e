import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, type OrderStatus } from './constants';
import { canTransition, nextStatuses, orderLineMoves, orderNextStatuses, orderStatusFromLines, shopperMayCancel } from './status';

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

describe('whole-order moves (admins)', () => {
  it('moves the laggard lines one step, and cancels only before anything shipped', () => {
    expect(orderNextStatuses(['pending', 'pending'])).toEqual(['confirmed', 'cancelled']);
    expect(orderNextStatuses(['in_production', 'shipped'])).toEqual(['shipped']);
    expect(orderNextStatuses(['shipped', 'cancelled'])).toEqual(['delivered']);
    expect(orderNextStatuses(['delivered'])).toEqual([]);
    expect(orderNextStatuses(['cancelled'])).toEqual([]);
    expect(orderNextStatuses([])).toEqual([]);
    expect(orderLineMoves(['in_production', 'shipped', 'cancelled'], 'shipped')).toEqual([{ index: 0, from: 'in_production', to: 'shipped' }]);
    expect(orderLineMoves(['pending', 'confirmed'], 'cancelled')).toHaveLength(2);
    expect(orderLineMoves(['pending'], 'shipped')).toBeNull();
  });

  it('only ever makes moves a designer could make, and the order lands where it was asked', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...ORDER_STATUSES), { maxLength: 6 }), fc.constantFrom(...ORDER_STATUSES), (lines, to) => {
        const moves = orderLineMoves(lines, to);
        if (!moves) {
          expect(orderNextStatuses(lines)).not.toContain(to);
          return;
        }
        for (const m of moves) expect(canTransition(m.from, m.to)).toBe(true);
        const after = [...lines];
        for (const m of moves) after[m.index] = m.to;
        expect(orderStatusFromLines(after)).toBe(to);
      }),
    );
  });
});
