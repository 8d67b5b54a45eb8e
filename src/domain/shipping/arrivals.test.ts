import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { productArrivals, type ArrivalProduct } from './arrivals';
import { DEFAULT_ZONES } from './defaults';
import { isoDayNumber, isoFromDayNumber } from './ethiopian-calendar';
import { quoteParcels } from './parcels';

const zone = (id: string) => DEFAULT_ZONES.find((z) => z.id === id)!;
const product = (over: Partial<ArrivalProduct>): ArrivalProduct => ({ id: 'p1', priceUsdMinor: 5_000, weightGrams: 900, fulfilment: 'ready', productionDays: null, ...over });

describe('each product’s arrival and fee alone', () => {
  it('gives a ready piece to London its window and band fee, free over the zone’s threshold', () => {
    const uk = zone('europe-uk');
    const [cheap, dear] = productArrivals([product({ id: 'a' }), product({ id: 'b', priceUsdMinor: (uk.freeOverUsdMinor ?? 0) + 1 })], uk, '2026-01-12');
    expect(cheap).toMatchObject({ productId: 'a', window: { earliest: '2026-01-20', latest: '2026-01-26' }, countsFrom: 'order', rateUsdMinor: 2_500, feeUsdMinor: 2_500, free: false });
    expect(dear).toMatchObject({ productId: 'b', rateUsdMinor: 2_500, feeUsdMinor: 0, free: true });
  });

  it('counts a made-to-measure piece from the accepted measurements, over its production days', () => {
    const [mtm] = productArrivals([product({ fulfilment: 'made_to_measure', productionDays: 10 })], zone('addis-ababa'), '2026-02-02');
    expect(mtm?.countsFrom).toBe('measurements-accepted');
    expect(mtm!.window.earliest > '2026-02-12').toBe(true);
  });

  it('says no fee for a piece heavier than the zone’s last closed band', () => {
    const closed = { ...zone('europe-uk'), bands: [{ fromGrams: 0, toGrams: 1_000, priceUsdMinor: 900 }] };
    expect(productArrivals([product({ weightGrams: 1_000 })], closed, '2026-02-02')[0]).toMatchObject({ rateUsdMinor: null, feeUsdMinor: null, free: false });
  });

  it('agrees with a one-line quote for every product, zone and day (property)', () => {
    fc.assert(
      fc.property(
        fc.record({
          priceUsdMinor: fc.integer({ min: 100, max: 50_000 }),
          weightGrams: fc.integer({ min: 50, max: 5_000 }),
          fulfilment: fc.constantFrom<'ready' | 'made_to_measure'>('ready', 'made_to_measure'),
          productionDays: fc.option(fc.integer({ min: 1, max: 40 }), { nil: null }),
        }),
        fc.constantFrom(...DEFAULT_ZONES),
        fc.integer({ min: isoDayNumber('2025-01-01'), max: isoDayNumber('2030-06-30') }).map(isoFromDayNumber),
        (p, z, day) => {
          const [alone] = productArrivals([{ id: 'x', ...p }], z, day);
          const quote = quoteParcels([{ productId: 'x', designerId: 'd', quantity: 1, unitPriceUsdMinor: p.priceUsdMinor, weightGrams: p.weightGrams, fulfilment: p.fulfilment, productionDays: p.productionDays }], { ...z, carriers: [] }, day);
          if (!quote.ok) {
            expect(alone?.feeUsdMinor).toBeNull();
            return;
          }
          expect(alone?.window).toEqual(quote.parcels[0]?.window);
          expect(alone?.feeUsdMinor).toBe(quote.parcels[0]?.feeUsdMinor);
        },
      ),
    );
  });
});
