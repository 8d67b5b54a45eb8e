import type { ReturnsService } from '../modules/returns';
import type { Job } from '../plugins/scheduler';

/** The return requests' deadline job's name in scheduled_jobs. */
export const RETURN_DEADLINES_JOB = 'return-request-deadlines';

/**
 * Every quarter of an hour, by one instance however many run: requests whose designer let the
 * answer days pass go to an admin to decide (each once, its row locked while it moves).
 */
export function returnDeadlinesJob(returns: Pick<ReturnsService, 'runDeadlines'>): Job {
  return {
    name: RETURN_DEADLINES_JOB,
    periodMs: 15 * 60_000,
    run: async () => {
      await returns.runDeadlines();
      return { ok: true };
    },
  };
}
