import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from './constants';
import { addressLines, shipToVisible } from './ship-to';
import { UNDO_NOTE, UNDO_WINDOW_MS, undoRefusal } from './undo';

const DAY = 24 * 60 * 60 * 1000;
const now = new Date('2026-11-29T10:00:00Z');

describe('the designer sees where to deliver', () => {
  it('from her confirmation until 30 days after delivery', () => {
    expect(shipToVisible({ status: 'pending', deliveredAt: null }, now)).toBe(false);
    expect(shipToVisible({ status: 'cancelled', deliveredAt: null }, now)).toBe(false);
    for (const status of ['confirmed', 'in_production', 'shipped'] as const) expect(shipToVisible({ status, deliveredAt: null }, now)).toBe(true);
    expect(shipToVisible({ status: 'delivered', deliveredAt: new Date(now.getTime() - 30 * DAY) }, now)).toBe(true);
    expect(shipToVisible({ status: 'delivered', deliveredAt: new Date(now.getTime() - 31 * DAY) }, now)).toBe(false);
    expect(shipToVisible({ status: 'delivered', deliveredAt: null }, now)).toBe(false);
  });

  it('a delivered line is shown exactly while the delivery is at most 30 days old (fast-check)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 90 * DAY }), (age) => {
        expect(shipToVisible({ status: 'delivered', deliveredAt: new Date(now.getTime() - age) }, now)).toBe(age <= 30 * DAY);
      }),
    );
  });

  it('writes the street lines a courier reads, empty parts dropped', () => {
    expect(addressLines({ subCity: 'Bole', woreda: '03', kebele: '12', houseNumber: '245', city: 'Addis Ababa' })).toEqual(['245, Kebele 12, Woreda 03', 'Bole', 'Addis Ababa']);
    expect(addressLines({ addressLine1: '10 Downing St', addressLine2: ' ', city: 'London', postalCode: 'SW1A 2AA' })).toEqual(['10 Downing St', 'London, SW1A 2AA']);
  });
});

describe('undoing a mistaken shipped', () => {
  const selam = { userId: 'selam', role: 'designer' };
  const shipped = (minutesAgo: number, by = 'selam') => ({ from: 'in_production' as const, to: 'shipped' as const, note: 'DHL Express: 123', actorUserId: by, at: new Date(now.getTime() - minutesAgo * 60_000) });

  it('within 10 minutes by who shipped it or an admin; later UNDO_EXPIRED', () => {
    expect(undoRefusal(shipped(0), 'shipped', selam, now)).toBeNull();
    expect(undoRefusal(shipped(10), 'shipped', selam, now)).toBeNull();
    expect(undoRefusal(shipped(10.01), 'shipped', selam, now)).toBe('UNDO_EXPIRED');
    expect(undoRefusal(shipped(3, 'hirut'), 'shipped', selam, now)).toBe('UNDO_NOT_YOURS');
    expect(undoRefusal(shipped(3, 'hirut'), 'shipped', { userId: 'root', role: 'admin' }, now)).toBeNull();
  });

  it('never a delivery, an undo, or a move the line has left behind', () => {
    expect(undoRefusal({ ...shipped(1), from: 'shipped', to: 'delivered' }, 'delivered', selam, now)).toBe('UNDO_NOT_POSSIBLE');
    expect(undoRefusal({ ...shipped(1), from: 'shipped', to: 'in_production', note: UNDO_NOTE }, 'in_production', selam, now)).toBe('UNDO_NOTHING');
    expect(undoRefusal(shipped(1), 'delivered', selam, now)).toBe('UNDO_NOTHING');
    expect(undoRefusal(null, 'shipped', selam, now)).toBe('UNDO_NOTHING');
    expect(undoRefusal({ ...shipped(1), from: null, to: 'pending' }, 'pending', selam, now)).toBe('UNDO_NOTHING');
  });

  it('only shipped, only inside the window (fast-check)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ORDER_STATUSES), fc.integer({ min: 0, max: 3 * UNDO_WINDOW_MS }), (to, age) => {
        const refusal = undoRefusal({ from: 'confirmed', to, note: null, actorUserId: 'selam', at: new Date(now.getTime() - age) }, to, selam, now);
        expect(refusal === null).toBe(to === 'shipped' && age <= UNDO_WINDOW_MS);
      }),
    );
  });
});
