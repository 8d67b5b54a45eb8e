import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { scheduledJobs } from '../../db/schema';

/** The scheduled backup's row in scheduled_jobs (written by the scheduler's claim and finish). */
export async function jobRow(db: Database, name: string) {
  const [row] = await db.select({ status: scheduledJobs.lastStatus, startedAt: scheduledJobs.lastStartedAt, finishedAt: scheduledJobs.lastFinishedAt, error: scheduledJobs.lastError }).from(scheduledJobs).where(eq(scheduledJobs.name, name));
  return row ?? null;
}
