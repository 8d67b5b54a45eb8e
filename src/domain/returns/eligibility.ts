import { requestWindowEnd, type LineFulfilment, type ReturnsSettings } from './policy';
import { remediesFor, type Remedy, type RequestKind } from './states';

/**
 * Whether a line may get a request (issue 39, "Bad input and permissions"): it was delivered, it
 * is inside its window, it has no request yet, the kind suits how it was made, and a
 * made-to-measure claim is covered by the fit guarantee. The first failing rule answers its code.
 */
export interface LineFacts {
  fulfilment: LineFulfilment;
  /** When the line was marked delivered; null: not delivered (or cancelled). */
  deliveredAt: Date | null;
  /** The line already has a request (one per line, whatever became of it). */
  hasRequest: boolean;
  /** A line given at no charge (a remake or an exchange): its own request would pay back nothing. */
  noCharge: boolean;
  /** The shopper picked a size the size guide advised against. */
  sizeAgainstAdvice: boolean;
  /** The shopper changed the measurements after the designer's question about them. */
  changedAfterQuestion: boolean;
}

export type EligibilityRefusal =
  | 'LINE_NOT_DELIVERED'
  | 'REQUEST_WINDOW_CLOSED'
  | 'REQUEST_ALREADY_EXISTS'
  | 'REQUEST_KIND_INVALID'
  | 'REMEDY_INVALID'
  | 'CLAIM_NOT_COVERED'
  | 'LINE_NOT_CHARGED';

export function eligibility(line: LineFacts, kind: RequestKind, remedy: Remedy, now: Date, settings: ReturnsSettings): EligibilityRefusal | null {
  if (line.hasRequest) return 'REQUEST_ALREADY_EXISTS';
  if (!line.deliveredAt) return 'LINE_NOT_DELIVERED';
  if (now.getTime() > requestWindowEnd(line.fulfilment, line.deliveredAt, settings).getTime()) return 'REQUEST_WINDOW_CLOSED';
  if (line.noCharge) return 'LINE_NOT_CHARGED';
  if ((line.fulfilment === 'made_to_measure') !== (kind === 'claim')) return 'REQUEST_KIND_INVALID';
  if (!remediesFor(kind).includes(remedy) || (kind === 'exchange') !== (remedy === 'exchange')) return 'REMEDY_INVALID';
  if (kind === 'claim' && (line.sizeAgainstAdvice || line.changedAfterQuestion)) return 'CLAIM_NOT_COVERED';
  return null;
}

/** What a shopper may ask for a line, for the order page to offer (empty: nothing). */
export function requestKindsFor(line: LineFacts, now: Date, settings: ReturnsSettings): RequestKind[] {
  if (line.hasRequest || line.noCharge || !line.deliveredAt) return [];
  if (now.getTime() > requestWindowEnd(line.fulfilment, line.deliveredAt, settings).getTime()) return [];
  if (line.fulfilment === 'ready') return ['return', 'exchange'];
  return line.sizeAgainstAdvice || line.changedAfterQuestion ? [] : ['claim'];
}
