/**
 * Every admin Money query lives under one key, so a change that moves money (a run, a manual
 * payout, an adjustment) refreshes what it touches with one invalidation: who is due, the lists,
 * a designer's ledger.
 */
export const ADMIN_MONEY_KEY = ['payouts', 'admin'] as const;
