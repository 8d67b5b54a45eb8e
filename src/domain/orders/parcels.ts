import type { Carrier } from '../shipping/zones';
import { currentArrivalWindow, type ArrivalWindow } from '../shipping/parcels';
import type { OrderParcelView } from './api';
import type { OrderStatus } from './constants';

/**
 * An order's parcels as its readers see them (issue 40): the snapshot written at checkout, the
 * lines each holds (its designer's), and the window as it stands today. A line still to ship is
 * one not shipped, delivered or cancelled. The current window starts from the parcel's promised
 * ready dates, not the lines' ready-by dates: those are the designer's own deadline (3 business
 * days for a ready piece, domain/orders/ready-by.ts), looser than the 1–2 working days the
 * shopper is quoted, and would move every window on the day it was promised.
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
}

const LEFT: ReadonlySet<OrderStatus> = new Set(['shipped', 'delivered', 'cancelled']);

/** Still to leave the workshop. */
export const toShip = (status: OrderStatus): boolean => !LEFT.has(status);

/** A line its designer has not shipped by its ready-by date (Addis Ababa `today`). */
export function lineIsLate(line: Pick<ParcelLineState, 'status' | 'readyBy'>, today: string): boolean {
  return toShip(line.status) && line.readyBy !== null && line.readyBy < today;
}

export function parcelViews(snapshots: readonly ParcelSnapshot[], lines: readonly ParcelLineState[], today: string): OrderParcelView[] {
  return snapshots.map((p) => {
    const own = lines.filter((l) => l.designerId === p.designerId);
    const waiting = own.filter((l) => toShip(l.status));
    const ready: ArrivalWindow = { earliest: p.readyEarliest, latest: p.readyLatest };
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
      ready: { earliest: p.readyEarliest, latest: p.readyLatest },
      promised: { earliest: p.arrivalEarliest, latest: p.arrivalLatest },
      current: waiting.length === 0 ? null : currentArrivalWindow(ready, today, p),
      // Late for the shopper: a piece not gone by the promised ready date, or by its designer's own.
      late: waiting.length > 0 && (ready.latest < today || waiting.some((l) => lineIsLate(l, today))),
    };
  });
}
