import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isoDayNumber, isoFromDayNumber } from '../shipping/ethiopian-calendar';
import { addWorkingDays } from '../shipping/working-days';
import { ORDER_STATUSES, type OrderStatus } from './constants';
import { lineIsLate, parcelViews, type ParcelLineState, type ParcelSnapshot } from './parcels';

const snapshot = (over: Partial<ParcelSnapshot> = {}): ParcelSnapshot => ({
  designerId: 'selam',
  zoneId: 'europe-uk',
  zoneNameEn: 'Europe and the UK',
  zoneNameAm: 'አውሮፓ እና ዩናይትድ ኪንግደም',
  weightGrams: 900,
  rateUsdMinor: 2_500,
  feeUsdMinor: 2_500,
  free: false,
  transitMinDays: 5,
  transitMaxDays: 9,
  carriers: [{ name: 'DHL Express', trackingUrlTemplate: 'https://dhl.example/{tracking}' }],
  // Placed Thu 15 Jan 2026: ready Fri 16 to Sat 17; Mon 19 (Timket) skipped.
  readyEarliest: '2026-01-16',
  readyLatest: '2026-01-17',
  arrivalEarliest: addWorkingDays('2026-01-16', 5),
  arrivalLatest: addWorkingDays('2026-01-17', 9),
  ...over,
});
const line = (over: Partial<ParcelLineState> = {}): ParcelLineState => ({ id: 'l1', designerId: 'selam', designerName: 'Selam', status: 'confirmed', readyBy: null, ...over });

describe('parcelViews', () => {
  it('shows the promised window, and the same as current while nothing is late', () => {
    const [view] = parcelViews([snapshot()], [line(), line({ id: 'l2', designerId: 'hirut' })], '2026-01-15');
    expect(view).toMatchObject({
      designerName: 'Selam',
      lineIds: ['l1'],
      zone: { id: 'europe-uk' },
      shippingUsdMinor: 2_500,
      promised: { earliest: '2026-01-23', latest: '2026-01-29' },
      current: { earliest: '2026-01-23', latest: '2026-01-29' },
      late: false,
    });
  });

  it('moves the current window (not the promised one) when a piece is late', () => {
    const late = parcelViews([snapshot()], [line({ readyBy: '2026-01-17' })], '2026-01-24')[0];
    expect(late?.late).toBe(true);
    expect(late?.promised).toEqual({ earliest: '2026-01-23', latest: '2026-01-29' });
    expect(late?.current).toEqual({ earliest: addWorkingDays(addWorkingDays('2026-01-24', 1), 5), latest: addWorkingDays(addWorkingDays('2026-01-24', 2), 9) });
    // The designer's own ready-by date, later than the quote's, does not move the window on the day it was promised.
    const told = parcelViews([snapshot()], [line({ readyBy: '2026-01-20' })], '2026-01-15')[0];
    expect(told).toMatchObject({ late: false, current: { earliest: '2026-01-23', latest: '2026-01-29' } });
    // Past her ready-by date but within the promised one: the studio's line is late, the parcel too.
    expect(parcelViews([snapshot({ readyEarliest: '2026-01-20', readyLatest: '2026-01-21' })], [line({ readyBy: '2026-01-17' })], '2026-01-20')[0]?.late).toBe(true);
  });

  it('has no current window once every piece has left, and is never late then', () => {
    const [view] = parcelViews([snapshot()], [line({ status: 'shipped', readyBy: '2026-01-17' }), line({ id: 'l2', status: 'cancelled' })], '2026-03-01');
    expect(view).toMatchObject({ current: null, late: false, lineIds: ['l1', 'l2'] });
  });

  it('a line is late exactly when it is still to ship and its ready-by date has passed (property)', () => {
    const day = fc.integer({ min: isoDayNumber('2025-01-01'), max: isoDayNumber('2030-01-01') }).map(isoFromDayNumber);
    fc.assert(
      fc.property(fc.constantFrom<OrderStatus>(...ORDER_STATUSES), fc.option(day, { nil: null }), day, (status, readyBy, today) => {
        const expected = !['shipped', 'delivered', 'cancelled'].includes(status) && readyBy !== null && readyBy < today;
        expect(lineIsLate({ status, readyBy }, today)).toBe(expected);
      }),
    );
  });
});
