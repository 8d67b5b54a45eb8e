import type { Job } from '../plugins/scheduler';

/** The embedded database's maintenance in scheduled_jobs. */
export const MAINTAIN_DATABASE_JOB = 'maintain-embedded-database';

/**
 * Vacuums and analyzes the embedded database's busy tables every ten minutes (PostgreSQL's
 * autovacuum looks each minute; a table under its threshold costs one row of a catalogue read).
 * Registered only on PGlite: a PostgreSQL server has its own autovacuum.
 */
export function maintainDatabaseJob(maintenance: { run(): Promise<unknown> }): Job {
  return {
    name: MAINTAIN_DATABASE_JOB,
    periodMs: 10 * 60_000,
    run: async () => {
      await maintenance.run();
      return { ok: true };
    },
  };
}
