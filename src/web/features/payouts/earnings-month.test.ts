import { describe, expect, it } from 'vitest';
import { FIRST_MONTH, isMonth, monthOf, monthParts, pageCount, shiftMonth, statementMonth } from './earnings-month';

describe('statement months', () => {
  it('steps across years', () => {
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2025-12', 1)).toBe('2026-01');
    expect(shiftMonth('2026-03', -14)).toBe('2025-01');
  });

  it('reads the UTC month, as the server counts them', () => {
    expect(monthOf(new Date('2026-03-31T23:30:00Z'))).toBe('2026-03');
    expect(monthOf(new Date('2026-04-01T00:00:00Z'))).toBe('2026-04');
  });

  it('keeps an address between the first month and this one', () => {
    const now = new Date('2026-03-15T12:00:00Z');
    expect(statementMonth(null, now)).toBe('2026-03');
    expect(statementMonth('2026-02', now)).toBe('2026-02');
    expect(statementMonth('2026-13', now)).toBe('2026-03');
    expect(statementMonth('2027-01', now)).toBe('2026-03');
    expect(statementMonth('1999-01', now)).toBe(FIRST_MONTH);
    expect(isMonth('2026-3')).toBe(false);
    expect(monthParts('2026-03')).toEqual({ year: 2026, month: 3 });
  });

  it('counts pages of 100, one when empty', () => {
    expect(pageCount(0, 100)).toBe(1);
    expect(pageCount(100, 100)).toBe(1);
    expect(pageCount(101, 100)).toBe(2);
  });
});
