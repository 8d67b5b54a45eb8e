import { describe, expect, it } from 'vitest';
import type { CommissionSettingsAnswer } from '@domain/payouts/api';
import { readSettingsForm, settingsFieldOf, toSettingsForm } from './admin-money-settings-form';

const saved: CommissionSettingsAnswer = {
  platformRateBp: 1_200,
  lineMinMinor: null,
  lineMaxMinor: 500_000,
  holdDays: 30,
  payoutMinimumMinor: 50_000,
  payoutSchedule: 'weekly',
  payoutWeekday: 1,
  accountHoldDays: 5,
  feesPassedOn: false,
  limitCurrency: 'ETB',
  version: 7,
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('the commission settings form', () => {
  it('shows the rate in % and amounts in birr, and reads them back unchanged', () => {
    const form = toSettingsForm(saved);
    expect(form).toMatchObject({ rate: '12', lineMin: '', lineMax: '5000', payoutMinimum: '500', holdDays: '30', accountHoldDays: '5' });
    const read = readSettingsForm(form, saved.version);
    expect(read).toEqual({
      ok: true,
      value: { platformRateBp: 1_200, lineMinMinor: null, lineMaxMinor: 500_000, holdDays: 30, payoutMinimumMinor: 50_000, payoutSchedule: 'weekly', payoutWeekday: 1, accountHoldDays: 5, feesPassedOn: false, version: 7 },
    });
  });

  it('takes a rate with decimals as basis points', () => {
    const read = readSettingsForm({ ...toSettingsForm(saved), rate: '12.5' }, 7);
    expect(read.ok && read.value.platformRateBp).toBe(1_250);
  });

  it('refuses each bad field with its code', () => {
    const read = readSettingsForm({ ...toSettingsForm(saved), rate: '101', holdDays: 'ten', payoutMinimum: '', lineMin: '-5', accountHoldDays: '61' }, 7);
    expect(read).toEqual({ ok: false, errors: { rate: 'RATE_INVALID', holdDays: 'HOLD_DAYS_INVALID', payoutMinimum: 'AMOUNT_INVALID', lineMin: 'AMOUNT_INVALID', accountHoldDays: 'HOLD_DAYS_INVALID' } });
  });

  it('refuses a minimum per line above the maximum, as the server does', () => {
    expect(readSettingsForm({ ...toSettingsForm(saved), lineMin: '6000' }, 7)).toEqual({ ok: false, errors: { lineMax: 'COMMISSION_LIMITS_INVALID' } });
  });

  it("maps the server's field names onto the form's", () => {
    expect(settingsFieldOf('body.platformRateBp')).toBe('rate');
    expect(settingsFieldOf('payoutMinimumMinor')).toBe('payoutMinimum');
    expect(settingsFieldOf('version')).toBeNull();
  });
});
