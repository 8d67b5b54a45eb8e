import type { PayoutRunsService } from '../modules/payouts';
import type { Job } from '../plugins/scheduler';

/** The payout job's name in scheduled_jobs. */
export const PAY_OUT_JOB = 'pay-out-designers';

/**
 * Every quarter of an hour, by one instance however many run (the scheduler's claim on
 * scheduled_jobs): payouts whose webhook has not come are asked about, and on a payout day of the
 * schedule (daily, weekly on its weekday, monthly on the first) the run happens once that day. A
 * second instance or an admin's Pay now under way finds the run's own lock (payout_runs) and
 * nothing is paid twice.
 */
export function payOutDesignersJob(payoutRuns: Pick<PayoutRunsService, 'scheduledTick'>): Job {
  return {
    name: PAY_OUT_JOB,
    periodMs: 15 * 60_000,
    run: async () => {
      const { run } = await payoutRuns.scheduledTick();
      return { ok: run === null || run.status === 'done', error: run?.status === 'failed' ? 'the payout run failed (see payout_runs.error)' : null };
    },
  };
}
