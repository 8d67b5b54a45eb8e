import type { Carrier } from '../shipping/zones';
import { currentArrivalWindow, madeToMeasureReady, type ArrivalWindow } from '../shipping/parcels';
import type { OrderParcelView } from './api';
import type { OrderStatus } from './constants';

/**
 * An order's parcels as its readers see them (issue 40): the snapshot written at checkout, the
 * lines each holds (its designer's), and the window as it stands today. A line still to ship is
 * one not shipped, delivered or cancelled. The current window starts from the parcel's promised
 * ready dates, not the lines' ready-by dates: those are the designer's own deadline (3 business
 * days for a ready piece, domain/orders/ready-by.ts), looser than the 1–2 working days the
 * shopper is quoted, and would move every window on the day it was promised.
 *
 * A made-to-measure piece is the exception (its production time counts from when the designer
 * accepts the measurements): while they wait for her its ready dates count from today, so the
 * window slides and the parcel says it is waiting; once accepted they count from the acceptance
 * day. Neither ever reads earlier than the promise (a piece accepted on the order day is the
 * promise; a product's production days shortened since the order do not shorten it).
 */

export interface ParcelSnapshot {
  designerId: string | null;
  zoneId: string;
  zoneNameEn: string;
  zoneNameAm: string;
  weightGrams: number;
  rateUsdMinor: number;
  feeUsdMinor: number;
  free: boolean;
  transitMinDays: number;
  transitMaxDays: number;
  carriers: Carrier[];
  readyEarliest: string;
  readyLatest: string;
  arrivalEarliest: string;
  arrivalLatest: string;
}

export interface ParcelLineState {
  id: string;
  designerId: string | null;
  designerName: string | null;
  status: OrderStatus;
  readyBy: string | null;
  /** A made-to-measure line with measurements (null: any other line, whose ready dates are the parcel's promised ones). */
  measured: MeasuredWork | null;
}

export interface MeasuredWork {
  /** The product's production days (null: none, or the product is gone: 1 to 2 working days). */
  productionDays: number | null;
  /** The Addis Ababa day the designer accepted the measurements; null while they wait for her. */
  acceptedOn: string | null;
}

const LEFT: ReadonlySet<OrderStatus> = new Set(['shipped', 'delivered', 'cancelled']);

/** Still to leave the workshop. */
export const toShip = (status: OrderStatus): boolean => !LEFT.has(status);

/** A line its designer has not shipped by its ready-by date (Addis Ababa `today`). */
export function lineIsLate(line: Pick<ParcelLineState, 'status' | 'readyBy'>, today: string): boolean {
  return toShip(line.status) && line.readyBy !== null && line.readyBy < today;
}

/** A line still to ship is waiting for its measurements to be accepted. */
export const awaitsMeasurements = (line: Pick<ParcelLineState, 'status' | 'measured'>): boolean =>
  toShip(line.status) && line.measured !== null && line.measured.acceptedOn === null;

/**
 * When the parcel's pieces still to ship are ready to leave, as it stands `today`: the latest of
 * the promised ready dates and each made-to-measure piece's own (madeToMeasureReady).
 */
export function parcelReady(promised: ArrivalWindow, waiting: readonly Pick<ParcelLineState, 'measured'>[], today: string): ArrivalWindow {
  let { earliest, latest } = promised;
  for (const line of waiting) {
    if (!line.measured) continue;
    const own = madeToMeasureReady(line.measured.productionDays, line.measured.acceptedOn, today);
    if (own.earliest > earliest) earliest = own.earliest;
    if (own.latest > latest) latest = own.latest;
  }
  return { earliest, latest };
}

export function parcelViews(snapshots: readonly ParcelSnapshot[], lines: readonly ParcelLineState[], today: string): OrderParcelView[] {
  return snapshots.map((p) => {
    const own = lines.filter((l) => l.designerId === p.designerId);
    const waiting = own.filter((l) => toShip(l.status));
    const promisedReady: ArrivalWindow = { earliest: p.readyEarliest, latest: p.readyLatest };
    const ready = parcelReady(promisedReady, waiting, today);
    return {
      designerId: p.designerId,
      designerName: own.find((l) => l.designerName)?.designerName ?? null,
      lineIds: own.map((l) => l.id),
      zone: { id: p.zoneId, nameEn: p.zoneNameEn, nameAm: p.zoneNameAm },
      weightGrams: p.weightGrams,
      rateUsdMinor: p.rateUsdMinor,
      shippingUsdMinor: p.feeUsdMinor,
      free: p.free,
      transitMinDays: p.transitMinDays,
      transitMaxDays: p.transitMaxDays,
      carriers: p.carriers,
      ready: promisedReady,
      promised: { earliest: p.arrivalEarliest, latest: p.arrivalLatest },
      current: waiting.length === 0 ? null : currentArrivalWindow(ready, today, p),
      awaitingMeasurements: waiting.some(awaitsMeasurements),
      // Late for the shopper: a piece not gone by its ready date (the promised one, or a made-to-measure
      // piece's own), or by its designer's own ready-by date.
      late: waiting.length > 0 && (ready.latest < today || waiting.some((l) => lineIsLate(l, today))),
    };
  });
}
