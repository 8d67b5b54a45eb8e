import { describe, expect, it } from 'vitest';
import type { PayoutsDue } from '@domain/payouts/api';
import { initialPayoutsPanel, payNowSummary, payoutsPanelReducer, type PayoutsPanelAction, type PayoutsPanelState } from './admin-payouts-state';

const run = (...actions: PayoutsPanelAction[]): PayoutsPanelState => actions.reduce(payoutsPanelReducer, initialPayoutsPanel);

describe('the Payouts panel', () => {
  it('starts on the payouts in progress, page 1, no dialog', () => {
    expect(initialPayoutsPanel.list).toBe('processing');
    expect(initialPayoutsPanel.dialog).toEqual({ kind: 'none' });
  });

  it('keeps a page per list and never goes below page 1', () => {
    const state = run({ type: 'show-list', list: 'paid' }, { type: 'page', list: 'paid', page: 3 }, { type: 'page', list: 'failed', page: 0 });
    expect(state.list).toBe('paid');
    expect(state.pages).toEqual({ processing: 1, failed: 1, paid: 3 });
  });

  it('counts openings, so each opening of a dialog gets a fresh form and key', () => {
    const once = run({ type: 'open-manual', designerId: 'd1' });
    expect(once.dialog).toEqual({ kind: 'manual', designerId: 'd1' });
    const twice = run({ type: 'open-manual', designerId: 'd1' }, { type: 'close' }, { type: 'open-manual', designerId: null });
    expect(twice.opening).toBe(once.opening + 1);
    expect(twice.dialog).toEqual({ kind: 'manual', designerId: null });
  });

  it('shows a refusal in the question dialog that was refused, and forgets it on the next opening', () => {
    const refused = run({ type: 'open-pay-now' }, { type: 'refused', code: 'PAYOUT_RUN_IN_PROGRESS' });
    expect(refused.dialog).toEqual({ kind: 'pay-now', refusal: 'PAYOUT_RUN_IN_PROGRESS' });
    expect(payoutsPanelReducer(refused, { type: 'open-pay-now' }).dialog).toEqual({ kind: 'pay-now', refusal: null });
    const retry = run({ type: 'open-retry', payoutId: 'p1' }, { type: 'refused', code: 'PAYOUT_ALREADY_RETRIED' });
    expect(retry.dialog).toEqual({ kind: 'retry', payoutId: 'p1', refusal: 'PAYOUT_ALREADY_RETRIED' });
    // The manual form keeps its own field errors; nothing changes here.
    const manual = run({ type: 'open-manual', designerId: null });
    expect(payoutsPanelReducer(manual, { type: 'refused', code: 'BALANCE_INSUFFICIENT' })).toBe(manual);
  });

  it('after an action, shows the list that holds its payout from its first page', () => {
    const recorded = run({ type: 'page', list: 'paid', page: 4 }, { type: 'open-manual', designerId: 'd1' }, { type: 'recorded' });
    expect(recorded).toMatchObject({ list: 'paid', dialog: { kind: 'none' }, pages: { paid: 1 } });
    const retried = run({ type: 'show-list', list: 'failed' }, { type: 'open-retry', payoutId: 'p1' }, { type: 'retried' });
    expect(retried).toMatchObject({ list: 'processing', dialog: { kind: 'none' } });
    expect(run({ type: 'show-list', list: 'paid' }, { type: 'open-pay-now' }, { type: 'run-started' }).list).toBe('processing');
  });
});

describe('what Pay now would pay', () => {
  const row = (designerId: string, currency: 'ETB' | 'USD', availableMinor: number, blockedBy: PayoutsDue['rows'][number]['blockedBy'] = null): PayoutsDue['rows'][number] => ({
    designerId,
    designerName: designerId,
    currency,
    availableMinor,
    account: null,
    blockedBy,
    method: 'chapa',
  });

  it('counts only designers the run pays and totals them per currency', () => {
    const summary = payNowSummary([
      row('a', 'ETB', 60_000),
      row('b', 'ETB', 125_050),
      row('c', 'USD', 9_999),
      row('d', 'ETB', 900_000, 'PAYOUT_ACCOUNT_REQUIRED'),
      row('e', 'ETB', 10_000, 'BALANCE_BELOW_MINIMUM'),
    ]);
    expect(summary).toEqual({ designers: 3, totals: [{ currency: 'ETB', amountMinor: 185_050 }, { currency: 'USD', amountMinor: 9_999 }] });
  });

  it('leaves rows the run cannot pay to a manual payout', () => {
    expect(payNowSummary([row('a', 'ETB', 60_000), { ...row('b', 'USD', 9_999), method: 'manual' }, { ...row('c', 'ETB', 70_000), method: 'chapa' }])).toEqual({
      designers: 2,
      totals: [{ currency: 'ETB', amountMinor: 130_000 }],
    });
  });

  it('is empty when nobody would be paid', () => {
    expect(payNowSummary([row('a', 'ETB', 60_000, 'PAYOUT_ON_HOLD')])).toEqual({ designers: 0, totals: [] });
    expect(payNowSummary([])).toEqual({ designers: 0, totals: [] });
  });
});
