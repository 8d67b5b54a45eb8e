import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isoDayNumber, isoFromDayNumber } from '../shipping/ethiopian-calendar';
import { arrivalWindow, readyDays, readyWindow } from '../shipping/parcels';
import { addWorkingDays } from '../shipping/working-days';
import { ORDER_STATUSES, type OrderStatus } from './constants';
import { lineIsLate, parcelViews, type ParcelLineState, type ParcelSnapshot } from './parcels';
import { readyByDate } from './ready-by';

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
const line = (over: Partial<ParcelLineState> = {}): ParcelLineState => ({ id: 'l1', designerId: 'selam', designerName: 'Selam', status: 'confirmed', readyBy: null, measured: null, ...over });

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

describe('parcelViews: made to measure', () => {
  // Placed Thu 15 Jan 2026: a made-to-measure piece of 14 working days, promised ready on the 14th working day.
  const ORDERED = '2026-01-15';
  const mtm = (productionDays: number, from = ORDERED) => {
    const ready = readyWindow(from, readyDays('made_to_measure', productionDays));
    const arrival = arrivalWindow(from, readyDays('made_to_measure', productionDays), { transitMinDays: 5, transitMaxDays: 9 });
    return snapshot({ readyEarliest: ready.earliest, readyLatest: ready.latest, arrivalEarliest: arrival.earliest, arrivalLatest: arrival.latest });
  };
  const waiting = (productionDays: number | null) => line({ measured: { productionDays, acceptedOn: null } });
  const accepted = (productionDays: number | null, acceptedOn: string) => line({ measured: { productionDays, acceptedOn } });

  it('while the measurements wait, counts the production time from today and says so', () => {
    const onOrderDay = parcelViews([mtm(14)], [waiting(14)], ORDERED)[0];
    expect(onOrderDay).toMatchObject({ awaitingMeasurements: true, late: false, current: onOrderDay?.promised });
    const weekLater = parcelViews([mtm(14)], [waiting(14)], '2026-01-22')[0];
    expect(weekLater?.promised).toEqual(onOrderDay?.promised);
    expect(weekLater?.current).toEqual(arrivalWindow('2026-01-22', { min: 14, max: 14 }, { transitMinDays: 5, transitMaxDays: 9 }));
    expect(weekLater).toMatchObject({ awaitingMeasurements: true, late: false });
  });

  it('once accepted, counts from the acceptance day, the same working days as the checkout', () => {
    const view = parcelViews([mtm(14)], [accepted(14, '2026-01-22')], '2026-01-23')[0];
    expect(view?.awaitingMeasurements).toBe(false);
    expect(view?.current).toEqual(arrivalWindow('2026-01-22', { min: 14, max: 14 }, { transitMinDays: 5, transitMaxDays: 9 }));
    // The designer's ready-by date written on acceptance is the day the parcel is expected to leave.
    expect(addWorkingDays(readyByDate(new Date('2026-01-22T09:00:00Z'), 'made_to_measure', 14), 9)).toBe(view?.current?.latest);
    // Accepted on the order day: the promise itself.
    expect(parcelViews([mtm(14)], [accepted(14, ORDERED)], '2026-01-20')[0]?.current).toEqual(parcelViews([mtm(14)], [accepted(14, ORDERED)], '2026-01-20')[0]?.promised);
  });

  it('a ready piece beside it, and shipped or cancelled pieces, do not wait', () => {
    const both = parcelViews([mtm(14)], [line({ id: 'r1' }), waiting(14)], '2026-01-22')[0];
    expect(both?.awaitingMeasurements).toBe(true);
    const shipped = parcelViews([mtm(14)], [line({ id: 'r1' }), { ...waiting(14), status: 'shipped' }], '2026-01-22')[0];
    expect(shipped).toMatchObject({ awaitingMeasurements: false, current: shipped?.promised });
  });

  it('a product whose production days were shortened since the order keeps the promise', () => {
    const view = parcelViews([mtm(20)], [accepted(5, ORDERED)], ORDERED)[0];
    expect(view?.current).toEqual(view?.promised);
  });

  it('late stays the same rule: past the ready date (its own, for an accepted piece) or the designer\'s ready-by', () => {
    const promisedReady = mtm(14).readyLatest;
    // Accepted a week late: past the promised ready date but not its own, so not late.
    const moved = parcelViews([mtm(14)], [accepted(14, '2026-01-22')], addWorkingDays(promisedReady, 1))[0];
    expect(moved?.late).toBe(false);
    const own = addWorkingDays('2026-01-22', 14);
    const past = parcelViews([mtm(14)], [accepted(14, '2026-01-22')], addWorkingDays(own, 1))[0];
    expect(past?.late).toBe(true);
    expect(parcelViews([mtm(14)], [{ ...waiting(14), readyBy: '2026-01-20' }], '2026-01-22')[0]?.late).toBe(true);
  });

  const day = (from: string, to: string) => fc.integer({ min: isoDayNumber(from), max: isoDayNumber(to) }).map(isoFromDayNumber);
  const plus = (iso: string, days: number) => isoFromDayNumber(isoDayNumber(iso) + days);
  const arbitrary = fc.record({
    ordered: day('2025-01-01', '2029-12-31'),
    productionDays: fc.integer({ min: 1, max: 90 }),
    transitMinDays: fc.integer({ min: 0, max: 20 }),
    spread: fc.integer({ min: 0, max: 20 }),
    acceptedAfter: fc.option(fc.integer({ min: 0, max: 60 }), { nil: null }),
    todayAfter: fc.integer({ min: 0, max: 120 }),
  });
  const viewOf = (a: { ordered: string; productionDays: number; transitMinDays: number; spread: number }, acceptedOn: string | null, today: string) => {
    const transit = { transitMinDays: a.transitMinDays, transitMaxDays: a.transitMinDays + a.spread };
    const ready = readyWindow(a.ordered, readyDays('made_to_measure', a.productionDays));
    const arrival = arrivalWindow(a.ordered, readyDays('made_to_measure', a.productionDays), transit);
    const snap = snapshot({ ...transit, readyEarliest: ready.earliest, readyLatest: ready.latest, arrivalEarliest: arrival.earliest, arrivalLatest: arrival.latest });
    const [view] = parcelViews([snap], [line({ measured: { productionDays: a.productionDays, acceptedOn } })], today);
    if (!view?.current) throw new Error('a piece to ship has a current window');
    return { ...view, current: view.current };
  };

  it('the current window is ordered and never earlier than the promise (property)', () => {
    fc.assert(
      fc.property(arbitrary, (a) => {
        const acceptedOn = a.acceptedAfter === null ? null : plus(a.ordered, a.acceptedAfter);
        const today = plus(acceptedOn ?? a.ordered, a.todayAfter);
        const { current, promised, awaitingMeasurements } = viewOf(a, acceptedOn, today);
        expect(current.earliest <= current.latest).toBe(true);
        expect(current.earliest >= promised.earliest && current.latest >= promised.latest).toBe(true);
        expect(awaitingMeasurements).toBe(acceptedOn === null);
      }),
    );
  });

  it('accepted on the order day and looked at before its ready date, it is the promise (property)', () => {
    fc.assert(
      fc.property(arbitrary, (a) => {
        const readyEarliest = addWorkingDays(a.ordered, a.productionDays);
        const today = plus(a.ordered, a.todayAfter % (isoDayNumber(readyEarliest) - isoDayNumber(a.ordered) + 1));
        const { current, promised } = viewOf(a, a.ordered, today);
        expect(current).toEqual(promised);
      }),
    );
  });

  it('a later acceptance never moves the window earlier, nor does a later day while waiting (property)', () => {
    fc.assert(
      fc.property(arbitrary, fc.integer({ min: 1, max: 30 }), (a, later) => {
        const first = plus(a.ordered, a.acceptedAfter ?? 0);
        const today = plus(first, a.todayAfter % 5);
        const early = viewOf(a, first, today).current;
        const late = viewOf(a, plus(first, later), plus(today, later)).current;
        expect(late.earliest >= early.earliest && late.latest >= early.latest).toBe(true);
        const waitingNow = viewOf(a, null, today).current;
        const waitingLater = viewOf(a, null, plus(today, later)).current;
        expect(waitingLater.earliest >= waitingNow.earliest && waitingLater.latest >= waitingNow.latest).toBe(true);
        // Waiting reads exactly as if accepted today.
        expect(waitingNow).toEqual(viewOf(a, today, today).current);
      }),
    );
  });
});
