import { describe, expect, it } from 'vitest';
import { adjustmentSchema, commissionSettingsSchema } from './api';
import { DEFAULT_COMMISSION_SETTINGS, nextPayoutDate } from './settings';

describe('next payout date', () => {
  const saturday = new Date('2026-11-28T14:00:00Z');
  it('weekly: the next chosen weekday, a full week on the day itself', () => {
    expect(nextPayoutDate({ payoutSchedule: 'weekly', payoutWeekday: 1 }, saturday).toISOString()).toBe('2026-11-30T00:00:00.000Z');
    expect(nextPayoutDate({ payoutSchedule: 'weekly', payoutWeekday: 6 }, saturday).toISOString()).toBe('2026-12-05T00:00:00.000Z');
  });
  it('daily and monthly', () => {
    expect(nextPayoutDate({ payoutSchedule: 'daily', payoutWeekday: 1 }, saturday).toISOString()).toBe('2026-11-29T00:00:00.000Z');
    expect(nextPayoutDate({ payoutSchedule: 'monthly', payoutWeekday: 1 }, new Date('2026-12-31T23:00:00Z')).toISOString()).toBe('2027-01-01T00:00:00.000Z');
  });
});

describe('payouts input', () => {
  it('the defaults are valid settings: 12 %, 30 days, ETB 500, weekly', () => {
    expect(commissionSettingsSchema.parse(DEFAULT_COMMISSION_SETTINGS)).toMatchObject({ platformRateBp: 1200, holdDays: 30, payoutMinimumMinor: 50_000, payoutSchedule: 'weekly' });
  });
  it('an adjustment needs a non-zero whole amount and a reason', () => {
    const codes = (v: unknown) => adjustmentSchema.safeParse(v).error?.issues.map((i) => i.message) ?? [];
    expect(codes({ amountMinor: 0, currency: 'ETB', reason: 'x' })).toEqual(['AMOUNT_INVALID']);
    expect(codes({ amountMinor: 1.5, currency: 'ETB', reason: 'x' })).toEqual(['AMOUNT_INVALID']);
    expect(codes({ amountMinor: -100, currency: 'ETB', reason: '   ' })).toEqual(['ADJUSTMENT_REASON_REQUIRED']);
    expect(codes({ amountMinor: -100, currency: 'ETB' })).toEqual(['ADJUSTMENT_REASON_REQUIRED']);
    expect(codes({ amountMinor: -100, currency: 'ETB', reason: 'Courier fee' })).toEqual([]);
  });
});
