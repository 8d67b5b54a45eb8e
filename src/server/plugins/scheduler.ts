import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client';
import { scheduledJobs } from '../db/schema';
import { rowsOf } from '../db/rows';

/**
 * Work that must run once per period however many app instances run (the hourly exchange-rate
 * refresh). Every instance ticks; the first to claim a job's row for the period does the work:
 * the claim is one UPDATE whose row comes from `SELECT … FOR UPDATE SKIP LOCKED`, and only when
 * the job's last start is a period old. On PostgreSQL a second instance claiming at the same
 * moment skips the locked row instead of waiting; PGlite runs one statement at a time, so the
 * second claim sees the first one's start time. Either way one of them works, the other skips.
 */

export interface Job {
  name: string;
  periodMs: number;
  run(): Promise<{ ok: boolean; error?: string | null }>;
}

export type JobRun = { ran: false } | { ran: true; ok: boolean; error: string | null };

declare module 'fastify' {
  interface FastifyInstance {
    scheduler: {
      /** Adds a job to this instance's ticks (when the scheduler is on). */
      register(job: Job): void;
      /** Runs the job if its period has passed since its last start on any instance; else skips. */
      runIfDue(job: Job): Promise<JobRun>;
    };
  }
}

/** A tick a minute: a job is at most this late, and costs one UPDATE per instance per tick. */
const TICK_MS = 60_000;
/** A start this close to a full period counts as one (ticks drift by milliseconds). */
const SLACK_MS = 30_000;
const FIRST_TICK_MS = 2_000;


/** Marks the job started if it is due; true when this caller won it. */
export async function claimJob(db: Database, name: string, periodMs: number): Promise<boolean> {
  await db.insert(scheduledJobs).values({ name }).onConflictDoNothing();
  // A job of a few seconds (NOTIFICATIONS_SEND_EVERY_SECONDS in the journeys) keeps half its period as slack.
  const dueAfterMs = Math.max(0, periodMs - Math.min(SLACK_MS, periodMs / 2));
  const result: unknown = await db.execute(sql`
    update scheduled_jobs set last_started_at = now(), last_status = 'running', last_error = null
    where name = (
      select name from scheduled_jobs
      where name = ${name} and (last_started_at is null or last_started_at <= now() - make_interval(secs => ${dueAfterMs / 1000}))
      for update skip locked
    )
    returning name`);
  return rowsOf(result).length === 1;
}

export async function finishJob(db: Database, name: string, ok: boolean, error: string | null): Promise<void> {
  await db
    .update(scheduledJobs)
    .set({ lastFinishedAt: new Date(), lastStatus: ok ? 'ok' : 'failed', lastError: error?.slice(0, 1000) ?? null })
    .where(eq(scheduledJobs.name, name));
}

export const schedulerPlugin = fp<{ db: Database; enabled: boolean }>(async (app: FastifyInstance, opts) => {
  const jobs: Job[] = [];
  let timer: NodeJS.Timeout | null = null;
  let ticking: Promise<void> | null = null;

  async function runIfDue(job: Job): Promise<JobRun> {
    if (!(await claimJob(opts.db, job.name, job.periodMs))) return { ran: false };
    let outcome: { ok: boolean; error: string | null };
    try {
      const r = await job.run();
      outcome = { ok: r.ok, error: r.error ?? null };
    } catch (err) {
      app.log.error({ err, job: job.name }, 'scheduled job failed');
      outcome = { ok: false, error: err instanceof Error ? err.message : String(err) };
    }
    await finishJob(opts.db, job.name, outcome.ok, outcome.error);
    return { ran: true, ...outcome };
  }

  const tick = () => {
    // One tick at a time: a slow provider must not pile up runs.
    if (ticking) return;
    ticking = (async () => {
      for (const job of jobs) {
        try {
          await runIfDue(job);
        } catch (err) {
          app.log.warn({ err, job: job.name }, 'could not claim a scheduled job');
        }
      }
    })().finally(() => {
      ticking = null;
    });
  };

  app.decorate('scheduler', { register: (job: Job) => void jobs.push(job), runIfDue });

  if (opts.enabled) {
    app.addHook('onReady', async () => {
      // A minute, or the shortest job's period when one runs more often (journeys send notifications every few seconds).
      const every = Math.min(TICK_MS, ...jobs.map((j) => j.periodMs));
      timer = setTimeout(function again() {
        tick();
        timer = setTimeout(again, every);
        timer.unref();
      }, FIRST_TICK_MS);
      timer.unref();
    });
  }
  app.addHook('onClose', async () => {
    if (timer) clearTimeout(timer);
    timer = null;
    await ticking;
  });
});
