import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isQuiet, nextAttemptAt, releaseTime, RETRY_WINDOW_MS } from './schedule';

// Addis Ababa is UTC+3: 22:00 there is 19:00 UTC, 07:00 there is 04:00 UTC.
const utc = (iso: string) => new Date(`${iso}Z`);

describe('quiet hours (22:00–07:00 Addis Ababa)', () => {
  it('knows quiet from awake', () => {
    expect(isQuiet(utc('2026-03-01T18:59:00'))).toBe(false);
    expect(isQuiet(utc('2026-03-01T19:00:00'))).toBe(true);
    expect(isQuiet(utc('2026-03-01T23:30:00'))).toBe(true);
    expect(isQuiet(utc('2026-03-02T03:59:00'))).toBe(true);
    expect(isQuiet(utc('2026-03-02T04:00:00'))).toBe(false);
  });

  it('holds a message until 07:00 local, the same night or the next morning', () => {
    expect(releaseTime(utc('2026-03-01T20:00:00'))).toEqual(utc('2026-03-02T04:00:00'));
    expect(releaseTime(utc('2026-03-01T22:00:00'))).toEqual(utc('2026-03-02T04:00:00'));
    expect(releaseTime(utc('2026-03-02T01:00:00'))).toEqual(utc('2026-03-02T04:00:00'));
    const day = utc('2026-03-02T09:00:00');
    expect(releaseTime(day)).toBe(day);
  });

  it('the release is never quiet, never earlier, and at most 9 hours later (property)', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('2020-01-01'), max: new Date('2035-01-01'), noInvalidDate: true }), (now) => {
        const at = releaseTime(now);
        expect(isQuiet(at)).toBe(false);
        expect(at.getTime()).toBeGreaterThanOrEqual(now.getTime());
        expect(at.getTime() - now.getTime()).toBeLessThanOrEqual(9 * 3_600_000);
      }),
    );
  });
});

describe('retry back-off', () => {
  const created = utc('2026-03-01T10:00:00');
  it('waits longer after each failure', () => {
    const waits = [1, 2, 3, 4, 5, 6, 7, 8].map((n) => (nextAttemptAt(created, n, created)?.getTime() ?? 0) - created.getTime());
    expect(waits.map((w) => w / 60_000)).toEqual([1, 5, 15, 30, 60, 120, 240, 240]);
  });

  it('stops once the 24 hours are over', () => {
    expect(nextAttemptAt(created, 9, new Date(created.getTime() + RETRY_WINDOW_MS - 60 * 60_000))).toBeNull();
    expect(nextAttemptAt(created, 9, new Date(created.getTime() + RETRY_WINDOW_MS - 5 * 3_600_000))).not.toBeNull();
  });

  it('never schedules beyond the window (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50 }), fc.integer({ min: 0, max: RETRY_WINDOW_MS * 2 }), (attempts, elapsed) => {
        const at = nextAttemptAt(created, attempts, new Date(created.getTime() + elapsed));
        if (at) expect(at.getTime() - created.getTime()).toBeLessThanOrEqual(RETRY_WINDOW_MS);
      }),
    );
  });
});
