import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { RATE_REFRESH_INTERVAL_MS } from '../../domain/money';
import type { RefreshOutcome } from '../modules/currency';
import type { PayoutRunsService } from '../modules/payouts';
import type { Job } from '../plugins/scheduler';
import { BACKUP_JOB, STORAGE_SWEEP_JOB } from '../modules/backups';
import { EXPIRE_UNPAID_JOB, MAINTAIN_DATABASE_JOB, MEASUREMENT_DEADLINES_JOB, PAY_OUT_JOB, RATES_JOB, registerJobs, REMIND_UNREAD_MESSAGES_JOB, RETURN_DEADLINES_JOB, SEND_NOTIFICATIONS_JOB, SEND_QUEUED_MAIL_JOB } from '.';

type Tick = Awaited<ReturnType<PayoutRunsService['scheduledTick']>>;
const runOf = (status: 'done' | 'failed'): Tick['run'] => ({ id: 'r', trigger: 'schedule', status, payoutCount: 1, startedAt: '', finishedAt: '' });

function registered(outcome: Pick<RefreshOutcome, 'result' | 'error'>, tick: Tick = { verified: 0, run: null }, backupsScheduled = false, embedded = false) {
  const jobs: Job[] = [];
  const calls: string[] = [];
  const app = { scheduler: { register: (job: Job) => void jobs.push(job) } } as unknown as FastifyInstance;
  registerJobs(app, {
    orders: {
      expireUnpaid: async () => {
        calls.push('expireUnpaid');
        return 2;
      },
    },
    currency: {
      refreshRates: async (trigger) => {
        calls.push(`refreshRates:${trigger.kind}`);
        return { ...outcome, rates: [] };
      },
    },
    payoutRuns: {
      scheduledTick: async () => {
        calls.push('scheduledTick');
        return tick;
      },
    },
    messageReminders: {
      run: async () => {
        calls.push('messageReminders');
        return { mailed: 0, photosRemoved: 0 };
      },
    },
    fitting: {
      runDeadlines: async () => {
        calls.push('runDeadlines');
        return { reminders: 1, overdue: 0, mails: 1 };
      },
    },
    backups: {
      scheduledRun: async () => {
        calls.push('scheduledRun');
        return { result: null as never, removed: [] };
      },
      sweep: async (graceMs) => {
        calls.push(`sweep:${graceMs}`);
        return { temporary: 0, orphans: 0, variants: 0 };
      },
    },
    backupsScheduled,
    returns: {
      runDeadlines: async () => {
        calls.push('returnDeadlines');
        return 1;
      },
    },
    notifications: {
      sendDue: async () => {
        calls.push('sendDue');
        return { sent: 1, retrying: 1, failed: 0, postponed: 0 };
      },
    },
    mailQueue: {
      sendDue: async () => {
        calls.push('sendQueuedMail');
        return { sent: 1, retrying: 1, failed: 0 };
      },
    },
    databaseMaintenance: embedded
      ? {
          run: async () => {
            calls.push('maintainDatabase');
            return { vacuumed: [], analyzed: [], ms: 1 };
          },
        }
      : null,
  });
  return { jobs, calls };
}

describe('registerJobs', () => {
  it('registers each scheduled job once, under the names and periods the scheduled_jobs rows have always had', () => {
    const { jobs } = registered({ result: 'updated', error: null });
    expect(jobs.map((j) => [j.name, j.periodMs])).toEqual([
      [RATES_JOB, RATE_REFRESH_INTERVAL_MS],
      [EXPIRE_UNPAID_JOB, 5 * 60_000],
      [PAY_OUT_JOB, 15 * 60_000],
      [REMIND_UNREAD_MESSAGES_JOB, 5 * 60_000],
      [MEASUREMENT_DEADLINES_JOB, 15 * 60_000],
      [STORAGE_SWEEP_JOB, 24 * 3_600_000],
      [RETURN_DEADLINES_JOB, 15 * 60_000],
      [SEND_NOTIFICATIONS_JOB, 60_000],
      [SEND_QUEUED_MAIL_JOB, 60_000],
    ]);
    expect([RATES_JOB, EXPIRE_UNPAID_JOB, PAY_OUT_JOB, REMIND_UNREAD_MESSAGES_JOB]).toEqual(['update-exchange-rates', 'expire-unpaid-orders', 'pay-out-designers', 'remind-unread-messages']);
  });

  it('the queued-mail sender runs every minute and succeeds even when some mails wait for a retry', async () => {
    const r = registered({ result: 'updated', error: null });
    expect(SEND_QUEUED_MAIL_JOB).toBe('send-queued-mail');
    expect(await r.jobs.find((j) => j.name === SEND_QUEUED_MAIL_JOB)?.run()).toEqual({ ok: true });
    expect(r.calls).toEqual(['sendQueuedMail']);
  });

  it('the return deadlines job moves overdue requests to an admin and succeeds', async () => {
    const r = registered({ result: 'updated', error: null });
    expect(await r.jobs.find((j) => j.name === RETURN_DEADLINES_JOB)?.run()).toEqual({ ok: true });
    expect(r.calls).toEqual(['returnDeadlines']);
  });

  it('the notification sender runs every minute and succeeds even when some deliveries wait for a retry', async () => {
    const r = registered({ result: 'updated', error: null });
    expect(SEND_NOTIFICATIONS_JOB).toBe('send-notifications');
    expect(await r.jobs.find((j) => j.name === SEND_NOTIFICATIONS_JOB)?.run()).toEqual({ ok: true });
    expect(r.calls).toEqual(['sendDue']);
  });

  it('the message reminders job runs the reminders and succeeds', async () => {
    const r = registered({ result: 'updated', error: null });
    expect(await r.jobs[3]?.run()).toEqual({ ok: true });
    expect(r.calls).toEqual(['messageReminders']);
  });

  it('runs the services: the expiry always succeeds, a failed rates refresh is a failed run with its error', async () => {
    const ok = registered({ result: 'updated', error: null });
    expect(await ok.jobs[1]?.run()).toEqual({ ok: true });
    expect(await ok.jobs[0]?.run()).toEqual({ ok: true, error: null });
    expect(ok.calls).toEqual(['expireUnpaid', 'refreshRates:scheduled']);
    const failed = registered({ result: 'failed', error: 'provider down' });
    expect(await failed.jobs[0]?.run()).toEqual({ ok: false, error: 'provider down' });
  });

  it('the payout job: a day without a run and a run done are fine; a failed run is a failed job', async () => {
    expect(await registered({ result: 'updated', error: null }).jobs[2]?.run()).toEqual({ ok: true, error: null });
    expect(await registered({ result: 'updated', error: null }, { verified: 0, run: runOf('done') }).jobs[2]?.run()).toEqual({ ok: true, error: null });
    const failed = await registered({ result: 'updated', error: null }, { verified: 0, run: runOf('failed') }).jobs[2]?.run();
    expect(failed?.ok).toBe(false);
  });

  it('the measurement review deadlines job runs the fitting service once a run', async () => {
    const { jobs, calls } = registered({ result: 'updated', error: null });
    expect(MEASUREMENT_DEADLINES_JOB).toBe('measurement-review-deadlines');
    expect(await jobs.find((j) => j.name === MEASUREMENT_DEADLINES_JOB)?.run()).toEqual({ ok: true });
    expect(calls).toEqual(['runDeadlines']);
  });

  it('the daily backup is registered only with BACKUP_SCHEDULE; the sweep leaves a day for uploads in flight', async () => {
    const off = registered({ result: 'updated', error: null });
    expect(off.jobs.some((j) => j.name === BACKUP_JOB)).toBe(false);
    expect(await off.jobs.find((j) => j.name === STORAGE_SWEEP_JOB)?.run()).toEqual({ ok: true });
    expect(off.calls).toEqual([`sweep:${24 * 3_600_000}`]);
    const on = registered({ result: 'updated', error: null }, undefined, true);
    const job = on.jobs.find((j) => j.name === BACKUP_JOB);
    expect(job?.periodMs).toBe(24 * 3_600_000);
    expect(await job?.run()).toEqual({ ok: true });
    expect(on.calls).toEqual(['scheduledRun']);
  });

  it('the embedded database is vacuumed every ten minutes only where it is embedded (PostgreSQL has autovacuum)', async () => {
    expect(registered({ result: 'updated', error: null }).jobs.some((j) => j.name === MAINTAIN_DATABASE_JOB)).toBe(false);
    const pglite = registered({ result: 'updated', error: null }, undefined, false, true);
    const job = pglite.jobs.find((j) => j.name === MAINTAIN_DATABASE_JOB);
    expect(MAINTAIN_DATABASE_JOB).toBe('maintain-embedded-database');
    expect(job?.periodMs).toBe(10 * 60_000);
    expect(await job?.run()).toEqual({ ok: true });
    expect(pglite.calls).toEqual(['maintainDatabase']);
  });
});
