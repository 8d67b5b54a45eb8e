import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { archiveName, parseArchiveName, restoreVerdict, selectRetained } from './index';

const known = [
  { tag: '0000_init', when: 100 },
  { tag: '0001_orders', when: 200 },
  { tag: '0002_photos', when: 300 },
];

describe('restoreVerdict', () => {
  it('restores the same schema with nothing pending and an older one with the rest pending', () => {
    expect(restoreVerdict({ tag: '0002_photos', when: 300 }, known)).toEqual({ ok: true, pending: 0 });
    expect(restoreVerdict({ tag: '0000_init', when: 100 }, known)).toEqual({ ok: true, pending: 2 });
  });
  it('refuses a newer schema and one this code never had', () => {
    expect(restoreVerdict({ tag: '0003_future', when: 400 }, known)).toEqual({ ok: false, code: 'BACKUP_SCHEMA_NEWER' });
    expect(restoreVerdict({ tag: '0001_other', when: 200 }, known)).toEqual({ ok: false, code: 'BACKUP_SCHEMA_UNKNOWN' });
    expect(restoreVerdict({ tag: '0001_x', when: 150 }, known)).toEqual({ ok: false, code: 'BACKUP_SCHEMA_UNKNOWN' });
    expect(restoreVerdict({ tag: '0000_init', when: 100 }, [])).toEqual({ ok: false, code: 'BACKUP_SCHEMA_NEWER' });
  });
});

describe('archive names', () => {
  it('round-trips to the second and ignores strangers', () => {
    const at = new Date('2026-11-29T01:30:12.000Z');
    expect(archiveName(at)).toBe('tibeb-2026-11-29T013012Z.tar');
    expect(parseArchiveName(archiveName(at))?.toISOString()).toBe(at.toISOString());
    expect(parseArchiveName('tibeb-2026-11-29T013012Z.tar.partial')).toBeNull();
    expect(parseArchiveName('tibeb-2026-02-30T000000Z.tar')).toBeNull();
    expect(parseArchiveName('notes.txt')).toBeNull();
  });
  it('round-trips any moment (property)', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('2000-01-01'), max: new Date('2200-01-01'), noInvalidDate: true }), (d) => {
        const at = new Date(Math.floor(d.getTime() / 1000) * 1000);
        expect(parseArchiveName(archiveName(at))?.getTime()).toBe(at.getTime());
      }),
    );
  });
});

describe('selectRetained', () => {
  const day = 86_400_000;
  const start = Date.UTC(2026, 0, 5, 2, 0, 0); // a Monday
  it('keeps the newest of each of 7 days and of 4 weeks after 40 daily runs (two a day)', () => {
    const names = [];
    for (let i = 0; i < 40; i += 1) {
      names.push(archiveName(new Date(start + i * day)), archiveName(new Date(start + i * day + 3_600_000)));
    }
    const { keep, remove } = selectRetained([...names, 'README.txt']);
    const last = start + 39 * day + 3_600_000;
    // The 7 newest days, each its later run.
    for (let i = 0; i < 7; i += 1) expect(keep).toContain(archiveName(new Date(last - i * day)));
    // 40 days from a Monday: weeks 6 (5 days), 5, 4, 3 are kept, each by its newest run (a Sunday's for full weeks).
    expect(keep).toContain(archiveName(new Date(start + 34 * day + 3_600_000)));
    expect(keep).toContain(archiveName(new Date(start + 27 * day + 3_600_000)));
    expect(keep).toContain(archiveName(new Date(start + 20 * day + 3_600_000)));
    expect(keep).not.toContain(archiveName(new Date(start + 13 * day + 3_600_000)));
    expect(keep.length + remove.length).toBe(80);
    expect(remove).not.toContain('README.txt');
  });
  it('never keeps more than daily + weekly, keeps the newest, and splits the archives exactly (property)', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 0, max: 400 * 24 }), { minLength: 1, maxLength: 200 }), (hours) => {
        const names = hours.map((h) => archiveName(new Date(start + h * 3_600_000)));
        const { keep, remove } = selectRetained(names);
        expect(keep.length).toBeLessThanOrEqual(11);
        expect(new Set([...keep, ...remove]).size).toBe(names.length);
        const newest = archiveName(new Date(start + Math.max(...hours) * 3_600_000));
        expect(keep).toContain(newest);
        const days = new Set(hours.map((h) => new Date(start + h * 3_600_000).toISOString().slice(0, 10)));
        expect(keep.length).toBeGreaterThanOrEqual(Math.min(7, days.size));
      }),
    );
  });
});
