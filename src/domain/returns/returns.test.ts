import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  alterationCapMinor,
  DEFAULT_RETURNS_SETTINGS,
  eligibility,
  isClosed,
  lineChargeShares,
  nextState,
  refundRefusal,
  reimbursementMinor,
  remainingOfLine,
  REQUEST_STATES,
  requestKindsFor,
  requestWindowEnd,
  stepRefusal,
  STEPS,
  type LineFacts,
} from './index';
import { newRequestSchema, returnsSettingsSchema } from './schemas';

const delivered = new Date('2026-03-01T10:00:00Z');
const ready: LineFacts = { fulfilment: 'ready', deliveredAt: delivered, hasRequest: false, noCharge: false, sizeAgainstAdvice: false, changedAfterQuestion: false };
const mtm: LineFacts = { ...ready, fulfilment: 'made_to_measure' };
const s = DEFAULT_RETURNS_SETTINGS;

describe('policies', () => {
  it('defaults to 30 days for returns, 14 for claims, a 20 % cap and 3 days to answer', () => {
    expect(s).toEqual({ returnDays: 30, claimDays: 14, alterationCapBp: 2000, answerDays: 3 });
    expect(returnsSettingsSchema.safeParse(s).success).toBe(true);
  });
  it('measures each window from the delivery', () => {
    expect(requestWindowEnd('ready', delivered, s)).toEqual(addDays(delivered, 30));
    expect(requestWindowEnd('made_to_measure', delivered, s)).toEqual(addDays(delivered, 14));
  });
  it('refuses settings out of their bounds', () => {
    expect(returnsSettingsSchema.safeParse({ ...s, claimDays: 0 }).success).toBe(false);
    expect(returnsSettingsSchema.safeParse({ ...s, alterationCapBp: 10_001 }).success).toBe(false);
    expect(returnsSettingsSchema.safeParse({ ...s, answerDays: 1.5 }).success).toBe(false);
  });
});

describe('eligibility', () => {
  it('lets a delivered ready-made line be returned or exchanged up to the last moment of its window', () => {
    expect(eligibility(ready, 'return', 'refund', addDays(delivered, 30), s)).toBeNull();
    expect(eligibility(ready, 'exchange', 'exchange', delivered, s)).toBeNull();
    expect(eligibility(ready, 'return', 'refund', new Date(addDays(delivered, 30).getTime() + 1), s)).toBe('REQUEST_WINDOW_CLOSED');
    expect(requestKindsFor(ready, addDays(delivered, 29), s)).toEqual(['return', 'exchange']);
    expect(requestKindsFor(ready, addDays(delivered, 31), s)).toEqual([]);
  });
  it('closes a claim after 14 days', () => {
    expect(eligibility(mtm, 'claim', 'remake', addDays(delivered, 14), s)).toBeNull();
    expect(eligibility(mtm, 'claim', 'remake', addDays(delivered, 15), s)).toBe('REQUEST_WINDOW_CLOSED');
  });
  it('answers each refusal by its code', () => {
    expect(eligibility({ ...ready, hasRequest: true }, 'return', 'refund', delivered, s)).toBe('REQUEST_ALREADY_EXISTS');
    expect(eligibility({ ...ready, deliveredAt: null }, 'return', 'refund', delivered, s)).toBe('LINE_NOT_DELIVERED');
    expect(eligibility({ ...mtm, noCharge: true }, 'claim', 'refund', delivered, s)).toBe('LINE_NOT_CHARGED');
    expect(eligibility(ready, 'claim', 'remake', delivered, s)).toBe('REQUEST_KIND_INVALID');
    expect(eligibility(mtm, 'return', 'refund', delivered, s)).toBe('REQUEST_KIND_INVALID');
    expect(eligibility(mtm, 'claim', 'exchange', delivered, s)).toBe('REMEDY_INVALID');
    expect(eligibility(ready, 'return', 'exchange', delivered, s)).toBe('REMEDY_INVALID');
    expect(eligibility(ready, 'exchange', 'refund', delivered, s)).toBe('REMEDY_INVALID');
  });
  it('does not cover a size picked against the guide or measurements changed after the question', () => {
    expect(eligibility({ ...mtm, sizeAgainstAdvice: true }, 'claim', 'alteration', delivered, s)).toBe('CLAIM_NOT_COVERED');
    expect(eligibility({ ...mtm, changedAfterQuestion: true }, 'claim', 'refund', delivered, s)).toBe('CLAIM_NOT_COVERED');
    expect(requestKindsFor({ ...mtm, sizeAgainstAdvice: true }, delivered, s)).toEqual([]);
    // A ready-made line is returned whatever size was picked.
    expect(eligibility({ ...ready, sizeAgainstAdvice: true }, 'return', 'refund', delivered, s)).toBeNull();
  });
});

describe('the state machine', () => {
  it('walks a claim through a proposal accepted into a remake', () => {
    expect(stepRefusal('propose', 'awaiting_designer', 'designer')).toBeNull();
    expect(nextState('propose', 'claim', 'remake')).toBe('proposed');
    expect(stepRefusal('accept_proposal', 'proposed', 'shopper')).toBeNull();
    expect(nextState('accept_proposal', 'claim', 'remake')).toBe('resolved');
  });
  it('sends agreed returns to wait for the garment and alterations for the receipt', () => {
    expect(nextState('accept', 'return', 'refund')).toBe('awaiting_return');
    expect(nextState('accept', 'exchange', 'exchange')).toBe('awaiting_return');
    expect(nextState('accept', 'claim', 'alteration')).toBe('awaiting_receipt');
    expect(nextState('receive', 'return', 'refund', { condition: 'as_sent' })).toBe('resolved');
    expect(nextState('receive', 'return', 'refund', { condition: 'worn_or_damaged' })).toBe('escalated');
    expect(nextState('decide', 'return', 'refund', { garmentBack: true })).toBe('resolved');
  });
  it('keeps each step to its actors: a designer never decides a dispute, a shopper never accepts for the designer', () => {
    expect(stepRefusal('decide', 'escalated', 'designer')).toBe('REQUEST_STEP_FORBIDDEN');
    expect(stepRefusal('accept', 'awaiting_designer', 'shopper')).toBe('REQUEST_STEP_FORBIDDEN');
    expect(stepRefusal('escalate', 'declined', 'designer')).toBe('REQUEST_STEP_FORBIDDEN');
    expect(stepRefusal('overdue', 'awaiting_designer', 'admin')).toBe('REQUEST_STEP_FORBIDDEN');
  });
  it('never moves a closed request, and an admin decision is final', () => {
    for (const step of STEPS) for (const actor of ['shopper', 'designer', 'admin', 'system'] as const) {
      expect(stepRefusal(step, 'resolved', actor)).not.toBeNull();
      expect(stepRefusal(step, 'rejected', actor)).not.toBeNull();
    }
    expect(isClosed('resolved') && isClosed('rejected')).toBe(true);
    expect(REQUEST_STATES.filter(isClosed)).toEqual(['resolved', 'rejected']);
  });
  it('lets a shopper escalate only a proposal or a decline', () => {
    const from = REQUEST_STATES.filter((st) => stepRefusal('escalate', st, 'shopper') === null);
    expect(from).toEqual(['proposed', 'declined']);
  });
});

describe('money', () => {
  it('caps an alteration at 20 % of the line, rounded down', () => {
    expect(alterationCapMinor(12_345, 2000)).toBe(2469);
    expect(alterationCapMinor(0, 2000)).toBe(0);
    expect(reimbursementMinor(5000, 2469, 12_345)).toBe(2469);
    expect(reimbursementMinor(1000, 2469, 12_345)).toBe(1000);
    expect(reimbursementMinor(1000, 2469, 500)).toBe(500);
  });
  it('refuses a refund above what was paid, a second full refund and a non-positive amount', () => {
    expect(refundRefusal(10_001, 10_000, 0)).toBe('REFUND_ABOVE_PAID');
    expect(refundRefusal(10_000, 10_000, 10_000)).toBe('LINE_ALREADY_REFUNDED');
    expect(refundRefusal(0, 10_000, 0)).toBe('REFUND_AMOUNT_INVALID');
    expect(refundRefusal(1.5, 10_000, 0)).toBe('REFUND_AMOUNT_INVALID');
    expect(refundRefusal(4000, 10_000, 6000)).toBeNull();
    expect(refundRefusal(4001, 10_000, 6000)).toBe('REFUND_ABOVE_PAID');
  });
  it('property: partial refunds accepted one after another never add up past what was paid', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), fc.array(fc.integer({ min: -100, max: 5_000_000 }), { maxLength: 20 }), (paid, asks) => {
        let refunded = 0;
        for (const ask of asks) {
          if (refundRefusal(ask, paid, refunded) === null) refunded += ask;
          expect(refunded).toBeLessThanOrEqual(paid);
        }
        expect(remainingOfLine(paid, refunded)).toBe(paid - refunded);
        // A full refund of what is left ends exactly at what was paid, then nothing more is taken.
        const left = remainingOfLine(paid, refunded);
        if (left > 0) expect(refundRefusal(left, paid, refunded)).toBeNull();
        expect(refundRefusal(1, paid, paid)).toBe('LINE_ALREADY_REFUNDED');
      }),
    );
  });
  it('property: the lines’ shares and the shipping add up to the charge to the cent, and each share is whole', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 50_000_000 }), fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 1, maxLength: 8 }), fc.integer({ min: 0, max: 100_000 }), (charge, lines, shipping) => {
        const shares = lineChargeShares(charge, lines, shipping);
        expect(shares).toHaveLength(lines.length);
        const sum = shares.reduce((a, b) => a + b, 0);
        expect(sum).toBeLessThanOrEqual(charge);
        for (const share of shares) expect(Number.isSafeInteger(share) && share >= 0).toBe(true);
        if (shipping === 0 && lines.some((l) => l > 0)) expect(sum).toBe(charge);
      }),
    );
  });
  it('property: the cap is never above the line nor above its share', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), fc.integer({ min: 0, max: 10_000 }), (line, bp) => {
        const cap = alterationCapMinor(line, bp);
        expect(cap).toBeGreaterThanOrEqual(0);
        expect(cap).toBeLessThanOrEqual(line);
        expect(cap * 10_000).toBeLessThanOrEqual(line * bp);
      }),
    );
  });
});

describe('the request form', () => {
  it('takes a claim with areas and photos, and names what is wrong', () => {
    expect(newRequestSchema.safeParse({ kind: 'claim', remedy: 'remake', reason: 'The bust is tight', fitAreas: { bust: 'too_small' }, photoIds: ['a'] }).success).toBe(true);
    const bad = newRequestSchema.safeParse({ kind: 'claim', remedy: 'gift', reason: ' ', fitAreas: { bust: 'tight' }, refundAmountMinor: -5 });
    expect(bad.success).toBe(false);
    const codes = bad.error!.issues.map((i) => i.message).sort();
    expect(codes).toEqual(['FIT_VERDICT_INVALID', 'REFUND_AMOUNT_INVALID', 'REMEDY_INVALID', 'RETURN_REASON_REQUIRED']);
  });
});
