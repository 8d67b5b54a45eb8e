import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { MeasurementProfile } from '../types';
import { compareProfiles, sortProfiles, withoutProfile, withPrimary, withProfile } from './profile-list';

const profile = (id: string, updatedAt: string, isPrimary = false): MeasurementProfile => ({
  id,
  profileName: `Profile ${id}`,
  gender: 'women',
  measurements: { bust_cm: 92 },
  estimatedMeasurements: null,
  heightInput: null,
  preferredFit: 'regular',
  measurementUnit: 'inches',
  confidenceScore: null,
  isPrimary,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt,
});

const a = profile('a', '2026-03-01T10:00:00.000Z');
const b = profile('b', '2026-03-05T10:00:00.000Z', true);
const c = profile('c', '2026-03-03T10:00:00.000Z');

const arbProfile = fc.record({
  id: fc.uuid(),
  isPrimary: fc.boolean(),
  updatedAt: fc.oneof(fc.date({ min: new Date('2020-01-01'), max: new Date('2030-01-01'), noInvalidDate: true }).map((d) => d.toISOString()), fc.constant('not a date')),
});
const arbList = fc.uniqueArray(arbProfile, { selector: (p) => p.id, maxLength: 25 }).map((list) => list.map((p) => profile(p.id, p.updatedAt, p.isPrimary)));

describe('profile ordering', () => {
  it('puts the primary first, then the most recently updated', () => {
    expect(sortProfiles([a, b, c]).map((p) => p.id)).toEqual(['b', 'c', 'a']);
  });

  it('breaks equal dates by id, descending, like the server', () => {
    const same = '2026-03-01T10:00:00.000Z';
    expect(sortProfiles([profile('x1', same), profile('x3', same), profile('x2', same)]).map((p) => p.id)).toEqual(['x3', 'x2', 'x1']);
  });

  it('sorts unreadable dates last instead of breaking the order', () => {
    expect(sortProfiles([profile('bad', 'yesterday'), a]).map((p) => p.id)).toEqual(['a', 'bad']);
  });

  it('is a consistent total order (property)', () => {
    fc.assert(
      fc.property(arbList, (list) => {
        const sorted = sortProfiles(list);
        expect(sortProfiles([...list].reverse())).toEqual(sorted);
        for (let i = 1; i < sorted.length; i += 1) expect(compareProfiles(sorted[i - 1]!, sorted[i]!)).toBeLessThanOrEqual(0);
        // Every primary comes before every other profile.
        const firstOther = sorted.findIndex((p) => !p.isPrimary);
        if (firstOther >= 0) expect(sorted.slice(firstOther).every((p) => !p.isPrimary)).toBe(true);
      }),
    );
  });
});

describe('optimistic profile changes', () => {
  it('makes exactly one profile primary and moves it to the top', () => {
    const next = withPrimary(sortProfiles([a, b, c]), 'a');
    expect(next.map((p) => [p.id, p.isPrimary])).toEqual([
      ['a', true],
      ['b', false],
      ['c', false],
    ]);
  });

  it('keeps the list as it is for an unknown id, and untouched rows keep their identity', () => {
    const list = sortProfiles([a, b, c]);
    expect(withPrimary(list, 'missing')).toBe(list);
    const next = withPrimary(list, 'c');
    expect(next.find((p) => p.id === 'a')).toBe(a);
  });

  it('has exactly one primary after any set-primary (property)', () => {
    fc.assert(
      fc.property(
        arbList.filter((l) => l.length > 0),
        fc.nat(),
        (list, pick) => {
          const id = list[pick % list.length]!.id;
          const next = withPrimary(list, id);
          expect(next.filter((p) => p.isPrimary).map((p) => p.id)).toEqual([id]);
          expect(next[0]?.id).toBe(id);
          expect(next).toHaveLength(list.length);
        },
      ),
    );
  });

  it('removes a profile, and leaves the list alone when it is already gone', () => {
    const list = sortProfiles([a, b, c]);
    expect(withoutProfile(list, 'b').map((p) => p.id)).toEqual(['c', 'a']);
    expect(withoutProfile(list, 'zzz')).toBe(list);
  });

  it('inserts a saved profile in order, and a new primary demotes the old one', () => {
    const list = sortProfiles([a, b, c]);
    const d = profile('d', '2026-03-09T10:00:00.000Z');
    expect(withProfile(list, d).map((p) => p.id)).toEqual(['b', 'd', 'c', 'a']);
    const e = profile('e', '2026-03-09T10:00:00.000Z', true);
    const withE = withProfile(list, e);
    expect(withE.map((p) => [p.id, p.isPrimary])).toEqual([
      ['e', true],
      ['b', false],
      ['c', false],
      ['a', false],
    ]);
  });

  it('replaces an updated profile instead of duplicating it', () => {
    const list = sortProfiles([a, b, c]);
    const updated = { ...a, profileName: 'Renamed', updatedAt: '2026-03-10T00:00:00.000Z' };
    const next = withProfile(list, updated);
    expect(next.map((p) => p.id)).toEqual(['b', 'a', 'c']);
    expect(next.find((p) => p.id === 'a')?.profileName).toBe('Renamed');
  });
});
