import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { RATE_REFRESH_INTERVAL_MS } from '../../domain/money';
import type { RefreshOutcome } from '../modules/currency';
import type { Job } from '../plugins/scheduler';
import { EXPIRE_UNPAID_JOB, RATES_JOB, registerJobs } from '.';

function registered(outcome: Pick<RefreshOutcome, 'result' | 'error'>) {
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
  });
  return { jobs, calls };
}

describe('registerJobs', () => {
  it('registers each scheduled job once, under the names and periods the scheduled_jobs rows have always had', () => {
    const { jobs } = registered({ result: 'updated', error: null });
    expect(jobs.map((j) => [j.name, j.periodMs])).toEqual([
      [RATES_JOB, RATE_REFRESH_INTERVAL_MS],
      [EXPIRE_UNPAID_JOB, 5 * 60_000],
    ]);
    expect([RATES_JOB, EXPIRE_UNPAID_JOB]).toEqual(['update-exchange-rates', 'expire-unpaid-orders']);
  });

  it('runs the services: the expiry always succeeds, a failed rates refresh is a failed run with its error', async () => {
    const ok = registered({ result: 'updated', error: null });
    expect(await ok.jobs[1]?.run()).toEqual({ ok: true });
    expect(await ok.jobs[0]?.run()).toEqual({ ok: true, error: null });
    expect(ok.calls).toEqual(['expireUnpaid', 'refreshRates:scheduled']);
    const failed = registered({ result: 'failed', error: 'provider down' });
    expect(await failed.jobs[0]?.run()).toEqual({ ok: false, error: 'provider down' });
  });
});
