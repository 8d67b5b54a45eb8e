import type { Job } from '../plugins/scheduler';

/** The unpaid-order expiry's name in scheduled_jobs. */
export const EXPIRE_UNPAID_JOB = 'expire-unpaid-orders';

/**
 * Unpaid online orders give their stock back after an hour; checked every five minutes by one
 * instance however many run (the scheduler's claim on scheduled_jobs), not by each of them.
 */
export function expireUnpaidOrdersJob(orders: { expireUnpaid(): Promise<number> }): Job {
  return {
    name: EXPIRE_UNPAID_JOB,
    periodMs: 5 * 60_000,
    run: async () => {
      await orders.expireUnpaid();
      return { ok: true };
    },
  };
}
