import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PayoutTerms } from '@domain/payouts/api';
import { i18n } from '../../lib/i18n';
import am from '../../locales/am-ET/payouts.json';
import en from '../../locales/en/payouts.json';
import { payoutTermsVars } from './payout-terms-vars';

const terms: PayoutTerms = {
  platformRateBp: 1200,
  lineMinMinor: null,
  lineMaxMinor: null,
  limitCurrency: 'ETB',
  holdDays: 30,
  payoutMinimumMinor: 50_000,
  payoutMinimumCurrency: 'ETB',
  payoutSchedule: 'weekly',
  payoutWeekday: 1,
  accountHoldDays: 5,
  feesPassedOn: false,
};

describe('the designer terms figures', () => {
  beforeAll(() => {
    i18n.addResourceBundle('en', 'payouts', en, true, true);
    i18n.addResourceBundle('am-ET', 'payouts', am, true, true);
  });
  afterAll(() => i18n.changeLanguage('en'));

  it('states the settings in force, in English', () => {
    const vars = payoutTermsVars(terms, i18n.getFixedT('en', 'payouts'), 'en');
    expect(vars).toEqual({
      commissionRate: '12%',
      lineLimits: '',
      holdDays: '30',
      payoutSchedule: 'every Monday',
      payoutMinimum: 'ETB\u00a0500',
      accountHoldDays: '5',
      fees: expect.stringContaining('Tibeb pays') as string,
    });
  });

  it('follows a change of the settings: rate, limits, schedule, fees', () => {
    const t = i18n.getFixedT('en', 'payouts');
    const changed = payoutTermsVars({ ...terms, platformRateBp: 1250, lineMinMinor: 2_000, lineMaxMinor: 150_000, payoutWeekday: 5, feesPassedOn: true, holdDays: 14 }, t, 'en');
    expect(changed.commissionRate).toBe('12.5%');
    expect(changed.lineLimits).toBe('The commission on a line is at least ETB\u00a020 and at most ETB\u00a01,500.');
    expect(changed.payoutSchedule).toBe('every Friday');
    expect(changed.holdDays).toBe('14');
    expect(changed.fees).toContain('taken from your earnings');
    expect(payoutTermsVars({ ...terms, lineMaxMinor: 100_000 }, t, 'en').lineLimits).toBe('The commission on a line is at most ETB\u00a01,000.');
    expect(payoutTermsVars({ ...terms, payoutSchedule: 'monthly' }, t, 'en').payoutSchedule).toBe('on the first day of each month');
  });

  it('writes them in Amharic', () => {
    const vars = payoutTermsVars(terms, i18n.getFixedT('am-ET', 'payouts'), 'am-ET');
    expect(vars.payoutMinimum).toBe('ብር\u00a0500');
    expect(vars.payoutSchedule).toBe('በየሰኞው');
    expect(vars.fees).toMatch(/[\u1200-\u137F]/);
  });
});
