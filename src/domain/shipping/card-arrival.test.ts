import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { productArrivals, type ArrivalProduct } from './arrivals';
import { CARD_DAYS_MAX, cardArrival } from './card-arrival';
import { DEFAULT_ZONES } from './defaults';
import { isoDayNumber, isoFromDayNumber } from './ethiopian-calendar';

const zone = (id: string) => DEFAULT_ZONES.find((z) => z.id === id)!;
const product = (over: Partial<ArrivalProduct>): ArrivalProduct => ({ id: 'p1', priceUsdMinor: 5_000, weightGrams: 900, fulfilment: 'ready', productionDays: null, ...over });
const one = (p: ArrivalProduct, zoneId: string, from: string) => productArrivals([p], zone(zoneId), from)[0]!;

describe('the line a listing card shows', () => {
  it('a ready piece arrives by the window’s latest day', () => {
    const a = one(product({}), 'europe-uk', '2026-01-12');
    expect(cardArrival(a, '2026-01-12', true)).toEqual({ kind: 'by', day: '2026-01-26' });
  });

  it('a made-to-measure piece reads as a duration, in weeks rounded up', () => {
    // 21 working days of production + 5–8 of transit to the UK from Mon 12 Jan: more than four weeks of calendar.
    const a = one(product({ fulfilment: 'made_to_measure', productionDays: 21 }), 'europe-uk', '2026-01-12');
    const label = cardArrival(a, '2026-01-12', true);
    const days = isoDayNumber(a.window.latest) - isoDayNumber('2026-01-12');
    expect(label).toEqual({ kind: 'made-to-measure', unit: 'weeks', count: Math.ceil(days / 7) });
    expect(label?.kind === 'made-to-measure' && label.count * 7 >= days).toBe(true);
  });

  it('a short made-to-measure window reads in days', () => {
    const a = { window: { earliest: '2026-02-05', latest: '2026-02-09' }, countsFrom: 'measurements-accepted' as const, rateUsdMinor: 500 };
    expect(cardArrival(a, '2026-02-02', true)).toEqual({ kind: 'made-to-measure', unit: 'days', count: 7 });
    expect(cardArrival({ ...a, window: { earliest: '2026-02-15', latest: '2026-02-15' } }, '2026-02-02', true)).toEqual({ kind: 'made-to-measure', unit: 'days', count: 13 });
    expect(cardArrival({ ...a, window: { earliest: '2026-02-16', latest: '2026-02-16' } }, '2026-02-02', true)).toEqual({ kind: 'made-to-measure', unit: 'weeks', count: 2 });
  });

  it('made to measure without production days counts from the order like a ready piece', () => {
    const a = one(product({ fulfilment: 'made_to_measure', productionDays: null }), 'addis-ababa', '2026-02-02');
    expect(cardArrival(a, '2026-02-02', true)).toEqual({ kind: 'by', day: a.window.latest });
  });

  it('shows nothing for a piece that cannot be ordered or that the zone’s bands do not carry', () => {
    const a = one(product({}), 'europe-uk', '2026-01-12');
    expect(cardArrival(a, '2026-01-12', false)).toBeNull();
    const closed = { ...zone('europe-uk'), bands: [{ fromGrams: 0, toGrams: 1_000, priceUsdMinor: 900 }] };
    const heavy = productArrivals([product({ weightGrams: 1_000 })], closed, '2026-01-12')[0]!;
    expect(cardArrival(heavy, '2026-01-12', true)).toBeNull();
  });

  it('never reads earlier than the window’s latest day, for every product, zone and day (property)', () => {
    fc.assert(
      fc.property(
        fc.record({
          fulfilment: fc.constantFrom<'ready' | 'made_to_measure'>('ready', 'made_to_measure'),
          productionDays: fc.option(fc.integer({ min: 1, max: 120 }), { nil: null }),
          weightGrams: fc.integer({ min: 50, max: 5_000 }),
        }),
        fc.constantFrom(...DEFAULT_ZONES),
        fc.integer({ min: isoDayNumber('2025-01-01'), max: isoDayNumber('2030-06-30') }).map(isoFromDayNumber),
        (p, z, from) => {
          const a = productArrivals([product(p)], z, from)[0]!;
          const label = cardArrival(a, from, true);
          if (a.rateUsdMinor === null) return label === null;
          const latest = isoDayNumber(a.window.latest) - isoDayNumber(from);
          if (label?.kind === 'by') return label.day === a.window.latest && a.countsFrom === 'order';
          if (label?.kind !== 'made-to-measure') return false;
          const shown = label.unit === 'days' ? label.count : label.count * 7;
          return a.countsFrom === 'measurements-accepted' && shown >= latest && shown - latest < 7 && (label.unit === 'weeks') === latest > CARD_DAYS_MAX;
        },
      ),
    );
  });
});
