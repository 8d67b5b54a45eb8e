import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultWeightGrams, DEFAULT_ZONES } from './defaults';
import { isoDayNumber, isoFromDayNumber } from './ethiopian-calendar';
import { arrivalWindow, currentArrivalWindow, groupByDesigner, quoteParcels, readyDays, readyWindow, type ParcelLine } from './parcels';
import { addWorkingDays, workingDaysBetween } from './working-days';
import { bandFor } from './zones';

const zone = (id: string) => DEFAULT_ZONES.find((z) => z.id === id) ?? null;
const line = (over: Partial<ParcelLine>): ParcelLine => ({
  productId: 'p1',
  designerId: 'd1',
  quantity: 1,
  unitPriceUsdMinor: 5_000,
  weightGrams: 900,
  fulfilment: 'ready',
  productionDays: null,
  ...over,
});

const anyLine = fc.record({
  productId: fc.constantFrom('p1', 'p2', 'p3', 'p4', 'p5'),
  designerId: fc.constantFrom('d1', 'd2', 'd3', null),
  quantity: fc.integer({ min: 1, max: 5 }),
  unitPriceUsdMinor: fc.integer({ min: 100, max: 40_000 }),
  weightGrams: fc.integer({ min: 50, max: 3_000 }),
  fulfilment: fc.constantFrom<'ready' | 'made_to_measure'>('ready', 'made_to_measure'),
  productionDays: fc.option(fc.integer({ min: 1, max: 30 }), { nil: null }),
});
const anyDay = fc.integer({ min: isoDayNumber('2025-01-01'), max: isoDayNumber('2030-06-30') }).map(isoFromDayNumber);

describe('parcels', () => {
  it('ships a two-designer cart to London as two parcels priced by weight band', () => {
    const quote = quoteParcels(
      [line({ productId: 'a', designerId: 'd1', weightGrams: 900 }), line({ productId: 'b', designerId: 'd2', weightGrams: 300, quantity: 4 }), line({ productId: 'c', designerId: 'd1', weightGrams: 300 })],
      zone('europe-uk'),
      '2026-01-12',
    );
    expect(quote.ok).toBe(true);
    if (!quote.ok) return;
    expect(quote.parcels.map((p) => [p.designerId, p.weightGrams, p.feeUsdMinor])).toEqual([
      ['d1', 1200, 3_500],
      ['d2', 1200, 3_500],
    ]);
    expect(quote.shippingUsdMinor).toBe(7_000);
    // Ready in 1–2 working days, then 5–9 in transit; Timket (19 Jan) and Sundays skipped.
    expect(quote.parcels[0]?.window).toEqual({ earliest: '2026-01-20', latest: '2026-01-26' });
  });

  it('labels each parcel with its designer\'s name, null when her lines carry none', () => {
    const quote = quoteParcels(
      [line({ productId: 'a', designerId: 'd1', designerName: 'Selam Tesfaye' }), line({ productId: 'b', designerId: 'd2' }), line({ productId: 'c', designerId: 'd1', designerName: 'Selam Tesfaye' })],
      zone('europe-uk'),
      '2026-01-12',
    );
    expect(quote.ok && quote.parcels.map((p) => [p.designerId, p.designerName])).toEqual([
      ['d1', 'Selam Tesfaye'],
      ['d2', null],
    ]);
  });

  it('ships a parcel free when its own goods come to more than the zone threshold', () => {
    const addis = zone('addis-ababa');
    const at75 = quoteParcels([line({ unitPriceUsdMinor: 7_500 })], addis, '2026-02-02');
    const over = quoteParcels([line({ unitPriceUsdMinor: 7_501 })], addis, '2026-02-02');
    expect(at75.ok && at75.shippingUsdMinor).toBe(300);
    expect(over.ok && over.shippingUsdMinor).toBe(0);
    // Two designers' 50-dollar parcels each pay: the threshold is per parcel.
    const split = quoteParcels([line({ designerId: 'a' }), line({ designerId: 'b' })], addis, '2026-02-02');
    expect(split.ok && split.shippingUsdMinor).toBe(600);
  });

  it('answers SHIPPING_UNAVAILABLE without a zone and PARCEL_TOO_HEAVY past a closed last band', () => {
    expect(quoteParcels([line({})], null, '2026-02-02')).toEqual({ ok: false, code: 'SHIPPING_UNAVAILABLE' });
    const closed = { ...(zone('gulf') as NonNullable<ReturnType<typeof zone>>), bands: [{ fromGrams: 0, toGrams: 1000, priceUsdMinor: 100 }] };
    expect(quoteParcels([line({ quantity: 2 })], closed, '2026-02-02')).toEqual({ ok: false, code: 'PARCEL_TOO_HEAVY' });
  });

  it('holds for any cart: one parcel per designer, weights and goods add up, fees are the band or 0, windows are ordered', () => {
    fc.assert(
      fc.property(fc.array(anyLine, { minLength: 1, maxLength: 10 }), fc.constantFrom(...DEFAULT_ZONES), anyDay, (lines, z, from) => {
        const quote = quoteParcels(lines, z, from);
        expect(quote.ok).toBe(true);
        if (!quote.ok) return;
        expect(quote.parcels.map((p) => p.designerId)).toEqual([...new Set(lines.map((l) => l.designerId))]);
        expect(quote.parcels.reduce((s, p) => s + p.weightGrams, 0)).toBe(lines.reduce((s, l) => s + l.weightGrams * l.quantity, 0));
        expect(quote.shippingUsdMinor).toBe(quote.parcels.reduce((s, p) => s + p.feeUsdMinor, 0));
        for (const p of quote.parcels) {
          expect(p.rateUsdMinor).toBe(bandFor(z.bands, p.weightGrams)?.priceUsdMinor);
          expect(p.feeUsdMinor).toBe(p.free ? 0 : p.rateUsdMinor);
          expect(p.free).toBe(z.freeOverUsdMinor !== null && p.goodsUsdMinor > z.freeOverUsdMinor);
          expect(p.window.earliest <= p.window.latest).toBe(true);
          expect(workingDaysBetween(from, p.window.earliest)).toBeGreaterThanOrEqual(z.transitMinDays + 1);
          expect(workingDaysBetween(from, p.window.latest)).toBeLessThanOrEqual(30 + z.transitMaxDays);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('counts a made-to-measure piece from its production days, a ready one from 1–2 days', () => {
    expect(readyDays('ready', 20)).toEqual({ min: 1, max: 2 });
    expect(readyDays('made_to_measure', 14)).toEqual({ min: 14, max: 14 });
    expect(readyDays('made_to_measure', null)).toEqual({ min: 1, max: 2 });
    fc.assert(
      fc.property(anyDay, fc.integer({ min: 1, max: 40 }), fc.integer({ min: 0, max: 10 }), fc.integer({ min: 0, max: 10 }), (from, days, tmin, extra) => {
        const w = arrivalWindow(from, readyDays('made_to_measure', days), { transitMinDays: tmin, transitMaxDays: tmin + extra });
        expect(w.earliest).toBe(addWorkingDays(addWorkingDays(from, days), tmin));
        expect(w.latest).toBe(addWorkingDays(addWorkingDays(from, days), tmin + extra));
      }),
      { numRuns: 200 },
    );
  });

  it('groups lines by designer in first-seen order and knows default weights', () => {
    expect(groupByDesigner([{ designerId: 'b' }, { designerId: 'a' }, { designerId: 'b' }]).map((g) => [g.designerId, g.lines.length])).toEqual([
      ['b', 2],
      ['a', 1],
    ]);
    expect(defaultWeightGrams('habesha-kemis')).toBe(900);
    expect(defaultWeightGrams('scarves-shawls-netela')).toBe(300);
    expect(defaultWeightGrams(null)).toBe(700);
    expect(defaultWeightGrams('nothing')).toBe(700);
  });

  it('says when each parcel is ready to leave, and its arrival follows from that by the transit days', () => {
    fc.assert(
      fc.property(fc.array(anyLine, { minLength: 1, maxLength: 8 }), anyDay, fc.constantFrom(...DEFAULT_ZONES), (lines, from, z) => {
        const quote = quoteParcels(lines, z, from);
        if (!quote.ok) return;
        for (const p of quote.parcels) {
          expect(p.ready.earliest <= p.ready.latest).toBe(true);
          expect(p.window.earliest).toBe(addWorkingDays(p.ready.earliest, z.transitMinDays));
          expect(p.window.latest).toBe(addWorkingDays(p.ready.latest, z.transitMaxDays));
        }
      }),
      { numRuns: 200 },
    );
  });
});

describe('currentArrivalWindow', () => {
  const uk = { transitMinDays: 5, transitMaxDays: 9 };

  it('is the promised window while nothing is late (property: on any day up to the ready date)', () => {
    fc.assert(
      fc.property(anyDay, fc.integer({ min: 1, max: 30 }), fc.integer({ min: 0, max: 3 }), fc.integer({ min: 0, max: 30 }), (from, min, extra, waited) => {
        const ready = readyWindow(from, { min, max: min + extra });
        const today = isoFromDayNumber(isoDayNumber(from) + waited);
        if (today > ready.earliest) return;
        expect(currentArrivalWindow(ready, today, uk)).toEqual(arrivalWindow(from, { min, max: min + extra }, uk));
      }),
      { numRuns: 300 },
    );
  });

  it('moves a late parcel to leave 1 to 2 working days from today, never earlier than today allows', () => {
    // Promised ready Tue 20 Jan 2026 (Mon 19 is Timket); on Thu 29 Jan it has not left.
    const ready = { earliest: '2026-01-20', latest: '2026-01-21' };
    expect(currentArrivalWindow(ready, '2026-01-29', uk)).toEqual({ earliest: addWorkingDays('2026-01-30', 5), latest: addWorkingDays('2026-01-31', 9) });
    fc.assert(
      fc.property(anyDay, fc.integer({ min: 0, max: 60 }), (readyDay, late) => {
        const today = isoFromDayNumber(isoDayNumber(readyDay) + late);
        const w = currentArrivalWindow({ earliest: readyDay, latest: readyDay }, today, uk);
        expect(w.earliest <= w.latest).toBe(true);
        expect(workingDaysBetween(today, w.earliest)).toBeGreaterThanOrEqual(uk.transitMinDays);
      }),
      { numRuns: 300 },
    );
  });
});
