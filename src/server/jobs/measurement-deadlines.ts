import type { FittingService } from '../modules/fitting';
import type { Job } from '../plugins/scheduler';

/** The measurement review deadline job's name in scheduled_jobs. */
export const MEASUREMENT_DEADLINES_JOB = 'measurement-review-deadlines';

/**
 * Every quarter of an hour, by one instance however many run: reviews start for newly told lines,
 * reminders go before each deadline and notices after it (each once, claimed on its row).
 */
export function measurementDeadlinesJob(fitting: Pick<FittingService, 'runDeadlines'>): Job {
  return {
    name: MEASUREMENT_DEADLINES_JOB,
    periodMs: 15 * 60_000,
    run: async () => {
      await fitting.runDeadlines();
      return { ok: true };
    },
  };
}
