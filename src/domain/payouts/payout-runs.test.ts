import { describe, expect, it } from 'vitest';
import { isPayoutDay, payoutBlock, payoutReference } from './payout-runs';

const now = new Date('2026-11-30T10:00:00Z'); // a Monday
const ready = { currency: 'ETB' as const, availableMinor: 60_000, accountHeldUntil: new Date('2026-11-01T00:00:00Z'), processing: false };

describe('who a run pays', () => {
  it('pays a designer with an account past its hold and at least the minimum', () => {
    expect(payoutBlock(ready, 50_000, now)).toBeNull();
    expect(payoutBlock({ ...ready, availableMinor: 50_000 }, 50_000, now)).toBeNull();
  });
  it('says why not: in progress, no account, on hold, below the minimum (in that order)', () => {
    expect(payoutBlock({ ...ready, processing: true, accountHeldUntil: null }, 50_000, now)).toBe('PAYOUT_IN_PROGRESS');
    expect(payoutBlock({ ...ready, accountHeldUntil: null, availableMinor: 1 }, 50_000, now)).toBe('PAYOUT_ACCOUNT_REQUIRED');
    expect(payoutBlock({ ...ready, accountHeldUntil: new Date('2026-12-01T00:00:00Z') }, 50_000, now)).toBe('PAYOUT_ON_HOLD');
    expect(payoutBlock({ ...ready, availableMinor: 49_999 }, 50_000, now)).toBe('BALANCE_BELOW_MINIMUM');
  });
  it('never pays a negative or zero balance, even with a minimum of zero; dollars have no birr minimum', () => {
    expect(payoutBlock({ ...ready, availableMinor: 0 }, 0, now)).toBe('BALANCE_BELOW_MINIMUM');
    expect(payoutBlock({ ...ready, availableMinor: -500 }, 0, now)).toBe('BALANCE_BELOW_MINIMUM');
    expect(payoutBlock({ ...ready, currency: 'USD', availableMinor: 100 }, 50_000, now)).toBeNull();
  });
});

describe('payout days', () => {
  it('weekly on the chosen weekday, daily every day, monthly on the first', () => {
    expect(isPayoutDay({ payoutSchedule: 'weekly', payoutWeekday: 1 }, now)).toBe(true);
    expect(isPayoutDay({ payoutSchedule: 'weekly', payoutWeekday: 2 }, now)).toBe(false);
    expect(isPayoutDay({ payoutSchedule: 'daily', payoutWeekday: 1 }, now)).toBe(true);
    expect(isPayoutDay({ payoutSchedule: 'monthly', payoutWeekday: 1 }, now)).toBe(false);
    expect(isPayoutDay({ payoutSchedule: 'monthly', payoutWeekday: 1 }, new Date('2026-12-01T23:59:00Z'))).toBe(true);
  });
});

it('a reference Chapa accepts: letters, digits and dashes, one per payout', () => {
  expect(payoutReference('0b6f3a1e-8c1d-4a7e-9f00-123456789abc')).toBe('tbp-0b6f3a1e8c1d4a7e9f00123456789abc');
});
