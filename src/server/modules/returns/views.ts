import type { ReturnPhoto, ReturnRequestView } from '../../../domain/returns/api';
import type { AlterationCause, Remedy, RequestKind, RequestState, ReturnCondition } from '../../../domain/returns';
import type { MeasurementSource } from '../../../domain/sizing/types';
import type { FitArea, FitVerdict } from '../../../domain/fit-feedback/types';
import type { PhotoRow, RequestRow } from './queries';

export interface LineFactsForView {
  orderNumber: string;
  productId: string | null;
  productName: string;
  size: string | null;
  designerId: string | null;
  designerName: string | null;
  currency: string;
  lineChargedMinor: number;
  alterationCapMinor: number;
}

export function photoView(row: PhotoRow): ReturnPhoto {
  return { id: row.id, url: row.url, thumbUrl: row.thumbUrl, purpose: row.purpose === 'receipt' ? 'receipt' : 'evidence' };
}

/** Where a returned garment goes: the designer (the shop passes on the address by message; never a home address in an API answer). */
function returnTo(row: RequestRow, line: LineFactsForView): string | null {
  if (row.kind === 'claim' || !['awaiting_return', 'resolved'].includes(row.state)) return null;
  return line.designerName ?? 'Tibeb';
}

/**
 * One request as its caller sees it. `forShopper`: the caller is the request's shopper (the owner,
 * or a guest with the order's link); only she is given the designer's return instructions.
 */
export function requestView(row: RequestRow, line: LineFactsForView, photos: readonly PhotoRow[], forShopper = false): ReturnRequestView {
  return {
    id: row.id,
    orderId: row.orderId,
    orderNumber: line.orderNumber,
    lineId: row.orderItemId,
    productId: line.productId,
    productName: line.productName,
    size: line.size,
    designerId: line.designerId,
    kind: row.kind as RequestKind,
    state: row.state as RequestState,
    remedyWished: row.remedyWished as Remedy,
    remedy: (row.remedy as Remedy | null) ?? null,
    refundAmountMinor: row.refundAmountMinor,
    exchangeSize: row.exchangeSize,
    reason: row.reason,
    fitAreas: row.fitAreas as Partial<Record<FitArea, FitVerdict>>,
    measurementSource: (row.measurementSource as MeasurementSource | null) ?? null,
    designerNote: row.designerNote,
    decisionNote: row.decisionNote,
    cause: (row.cause as AlterationCause | null) ?? null,
    condition: (row.condition as ReturnCondition | null) ?? null,
    answerDueAt: row.answerDueAt.toISOString(),
    lineChargedMinor: line.lineChargedMinor,
    alterationCapMinor: line.alterationCapMinor,
    refundedMinor: row.refundedMinor,
    reimbursedMinor: row.reimbursedMinor,
    currency: line.currency,
    remakeLineId: row.remakeLineId,
    exchangeLineId: row.exchangeLineId,
    returnTo: returnTo(row, line),
    returnInstructions: forShopper ? row.returnInstructions : null,
    photos: photos.filter((p) => p.requestId === row.id).map(photoView),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
