import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BackupsOverview } from '../../../domain/backups/api';
import { profiles, scheduledJobs } from '../../db/schema';
import { createTestApp, freshIp, signInAs, signUp, withCookie, type Session, type TestApp } from '../../test/test-app';
import { BACKUP_JOB } from './index';

/** GET /api/admin/backups: what the console's Backups section shows, and who may read it. */
/** The scheduled backup as jobs/back-up.ts registers it (a module test may not import jobs/). */
const backupJob = (backups: TestApp['services']['backups']) => ({ name: BACKUP_JOB, periodMs: 86_400_000, run: async () => (await backups.scheduledRun(), { ok: true }) });
const folder = mkdtempSync(path.join(os.tmpdir(), 'tibeb-backups-console-'));
let t: TestApp;
let admin: Session;
let secondAdmin: Session;
let designer: Session;
let shopper: Session;

beforeAll(async () => {
  t = await createTestApp({ BACKUP_SCHEDULE: 'true', BACKUP_DIR: folder });
  admin = await signInAs(t.app, 'admin@tibeb.example', 'Tibeb-Admin-2026!');
  secondAdmin = await signUp(t.app, { fullName: 'Second Admin' });
  await t.database.db.update(profiles).set({ role: 'admin' }).where(eq(profiles.userId, secondAdmin.userId));
  designer = await signInAs(t.app, 'selam@designers.tibeb.example', 'Tibeb-Designer-2026!');
  shopper = await signUp(t.app);
}, 120_000);
afterAll(async () => {
  await t?.close();
  rmSync(folder, { recursive: true, force: true });
});

const read = (who: Session | null) => t.app.inject(withCookie(who, { method: 'GET', url: '/api/admin/backups', remoteAddress: freshIp() }));

describe('the console view of backups', () => {
  it('before any run: the setting and the folder, nothing kept, no run', async () => {
    const res = await read(admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json<BackupsOverview>()).toEqual({
      scheduled: true,
      folder,
      archives: [],
      partials: 0,
      lastRun: null,
      health: { enabled: true, ok: null, lastSuccessAt: null, lastFailureAt: null },
      folderError: null,
    });
  });

  it('after a scheduled run: the archive with its date and size, and the run that wrote it; then a failure as recorded', async () => {
    const run = await t.app.scheduler.runIfDue(backupJob(t.services.backups));
    expect(run).toMatchObject({ ran: true, ok: true });
    writeFileSync(path.join(folder, 'tibeb-2020-01-01T000000Z.tar.partial'), 'half');
    for (const who of [admin, secondAdmin]) {
      const view = (await read(who)).json<BackupsOverview>();
      expect(view.archives).toHaveLength(1);
      const [archive] = view.archives;
      expect(archive!.name).toMatch(/^tibeb-\d{4}-\d{2}-\d{2}T\d{6}Z\.tar$/);
      expect(archive!.bytes).toBeGreaterThan(1000);
      expect(Math.abs(Date.parse(archive!.createdAt) - Date.now())).toBeLessThan(10 * 60_000);
      expect(view.partials).toBe(1);
      expect(view.lastRun).toMatchObject({ status: 'ok', error: null });
      expect(view.health).toMatchObject({ enabled: true, ok: true, lastSuccessAt: archive!.createdAt, lastFailureAt: null });
    }

    // The next day's run fails (the folder's disk is full): the console shows what the job recorded.
    await t.database.db.update(scheduledJobs).set({ lastStartedAt: null }).where(eq(scheduledJobs.name, BACKUP_JOB));
    const failed = await t.app.scheduler.runIfDue({ ...backupJob(t.services.backups), run: () => Promise.reject(new Error('ENOSPC: no space left on device, write')) });
    expect(failed).toMatchObject({ ran: true, ok: false });
    const view = (await read(admin)).json<BackupsOverview>();
    expect(view.lastRun).toMatchObject({ status: 'failed', error: 'ENOSPC: no space left on device, write' });
    expect(view.lastRun!.finishedAt).not.toBeNull();
    expect(view.health).toMatchObject({ ok: false, lastFailureAt: view.lastRun!.finishedAt });
    expect(view.archives).toHaveLength(1);
  });

  it('a designer and a shopper are refused (403), a guest must sign in (401)', async () => {
    for (const who of [designer, shopper]) {
      const res = await read(who);
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('FORBIDDEN');
      expect(res.body).not.toContain(folder);
    }
    const guest = await read(null);
    expect(guest.statusCode).toBe(401);
    expect(guest.body).not.toContain(folder);
  });
});
