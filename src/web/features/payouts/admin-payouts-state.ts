import type { PayoutsDue, PayoutStatus } from '@domain/payouts/api';
import type { PayoutCurrency } from '@domain/payouts/settings';

/**
 * The Payouts panel's states: which list is shown and its page, and the one dialog open (Pay now,
 * record a manual payout, retry a failed payout) with what the last answer refused. A dialog's
 * `opening` counts openings: the form under it is keyed by it, so each opening starts empty and
 * with a new Idempotency-Key, while a double click inside one opening sends the same key.
 */
export type PayoutsDialog =
  | { kind: 'none' }
  | { kind: 'pay-now'; refusal: string | null }
  | { kind: 'manual'; designerId: string | null }
  | { kind: 'retry'; payoutId: string; refusal: string | null };

export interface PayoutsPanelState {
  list: PayoutStatus;
  pages: Record<PayoutStatus, number>;
  dialog: PayoutsDialog;
  opening: number;
}

export type PayoutsPanelAction =
  | { type: 'show-list'; list: PayoutStatus }
  | { type: 'page'; list: PayoutStatus; page: number }
  | { type: 'open-pay-now' }
  | { type: 'open-manual'; designerId: string | null }
  | { type: 'open-retry'; payoutId: string }
  | { type: 'refused'; code: string }
  | { type: 'close' }
  | { type: 'recorded' }
  | { type: 'retried' }
  | { type: 'run-started' };

export const initialPayoutsPanel: PayoutsPanelState = {
  list: 'processing',
  pages: { processing: 1, failed: 1, paid: 1 },
  dialog: { kind: 'none' },
  opening: 0,
};

export function payoutsPanelReducer(state: PayoutsPanelState, action: PayoutsPanelAction): PayoutsPanelState {
  switch (action.type) {
    case 'show-list':
      return { ...state, list: action.list };
    case 'page':
      return { ...state, pages: { ...state.pages, [action.list]: Math.max(1, Math.trunc(action.page)) } };
    case 'open-pay-now':
      return { ...state, dialog: { kind: 'pay-now', refusal: null }, opening: state.opening + 1 };
    case 'open-manual':
      return { ...state, dialog: { kind: 'manual', designerId: action.designerId }, opening: state.opening + 1 };
    case 'open-retry':
      return { ...state, dialog: { kind: 'retry', payoutId: action.payoutId, refusal: null }, opening: state.opening + 1 };
    case 'refused':
      // Only a question dialog shows a refusal of its own; the manual form shows its fields' errors itself.
      if (state.dialog.kind === 'pay-now' || state.dialog.kind === 'retry') return { ...state, dialog: { ...state.dialog, refusal: action.code } };
      return state;
    case 'close':
      return { ...state, dialog: { kind: 'none' } };
    // After an action the list that now holds its payouts is shown from its first page: a manual
    // payout is paid at once; a retry and a run's transfers are in progress until Chapa answers.
    case 'recorded':
      return { ...state, dialog: { kind: 'none' }, list: 'paid', pages: { ...state.pages, paid: 1 } };
    case 'retried':
    case 'run-started':
      return { ...state, dialog: { kind: 'none' }, list: 'processing', pages: { ...state.pages, processing: 1 } };
  }
}

export interface PayNowSummary {
  designers: number;
  totals: { currency: PayoutCurrency; amountMinor: number }[];
}

/**
 * A row of who is due. `method` says how a run would pay them: a row marked `manual` (paid in
 * dollars, or a bank Chapa does not reach) is left to an admin's manual payout; rows without it
 * are paid by the run.
 */
export type DueRowLike = PayoutsDue['rows'][number] & { method?: 'chapa' | 'manual' };

/** Whether the next run pays this row itself. */
export const paidByRun = (r: DueRowLike): boolean => r.blockedBy === null && r.method !== 'manual' && r.availableMinor > 0;

/** What "Pay now" would pay: the designers the next run pays (no block, not left to a manual payout) and their totals per currency. */
export function payNowSummary(rows: readonly DueRowLike[]): PayNowSummary {
  const paid = rows.filter(paidByRun);
  const totals = new Map<PayoutCurrency, number>();
  for (const r of paid) totals.set(r.currency, (totals.get(r.currency) ?? 0) + r.availableMinor);
  return {
    designers: new Set(paid.map((r) => r.designerId)).size,
    totals: [...totals].map(([currency, amountMinor]) => ({ currency, amountMinor })).sort((a, b) => a.currency.localeCompare(b.currency)),
  };
}
