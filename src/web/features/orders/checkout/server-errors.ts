import { ApiError } from '../../../lib/api-client';
import { fieldForPath, lineIndexForPath, type FieldErrors } from './checkout-form';

/**
 * What a failed 'Place order' means for the page: a banner above the button (always), messages
 * on the fields the server named (`fields` paths such as `shipping.city`), and notes on the
 * lines it named (`lines.2`: sold out, only a few left, size gone).
 */

export interface LineProblem {
  code: string;
  /** How many are left, when the server said ('Only 2 left'). */
  left: number | null;
}

export interface CheckoutProblem {
  /** The banner's code: the server's, or NETWORK_ERROR when the request never got an answer. */
  code: string;
  /** The server's own words, shown when the code has no translation. */
  message: string;
  fields: FieldErrors;
  /** Problems by index of the request's lines. */
  lines: Record<number, LineProblem>;
  /**
   * The server may have made the order without the page hearing back (no answer, a gateway
   * error): retrying with the same key is safe and is the only right thing to do.
   */
  uncertain: boolean;
}

/** 'Only 2 left', '2 remaining', 'available: 2' in the server's message. */
export function leftFromMessage(message: string | undefined): number | null {
  if (!message) return null;
  const match = /\bonly\s+(\d+)\b/i.exec(message) ?? /\b(\d+)\s+(?:left|remaining|available|in stock)\b/i.exec(message) ?? /\b(?:available|left|remaining|in stock)\s*[:=]?\s*(\d+)\b/i.exec(message);
  return match?.[1] === undefined ? null : Number(match[1]);
}

export function describeFailure(error: unknown): CheckoutProblem {
  if (!(error instanceof ApiError)) return { code: 'NETWORK_ERROR', message: '', fields: {}, lines: {}, uncertain: true };
  const uncertain = error.status === 0 || error.status >= 500;
  const code = error.status === 0 ? 'NETWORK_ERROR' : error.status === 429 ? 'RATE_LIMITED' : error.code;
  const fields: FieldErrors = {};
  const lines: Record<number, LineProblem> = {};
  // The message speaks of one line only (the first short one): 'Only 2 left of "Kemis"', '"Kemis" is out of stock'.
  let messageLeft = leftFromMessage(error.message) ?? (/out of stock|sold out/i.test(error.message) ? 0 : null);
  const paths = Object.entries(error.fields ?? {}).sort(([a], [b]) => (lineIndexForPath(a) ?? -1) - (lineIndexForPath(b) ?? -1));
  for (const [path, codes] of paths) {
    const first = Array.isArray(codes) && typeof codes[0] === 'string' ? codes[0] : code;
    const field = fieldForPath(path);
    if (field) {
      fields[field] ??= first;
      continue;
    }
    const index = lineIndexForPath(path);
    if (index === null || lines[index]) continue;
    // A code naming the line's problem wins over the request's code (VALIDATION_ERROR says little).
    let left = leftFromCode(first);
    if (left === null && first.startsWith('OUT_OF_STOCK')) {
      left = messageLeft;
      messageLeft = null;
    }
    lines[index] = { code: first, left };
  }
  if (code === 'MEASUREMENT_CONSENT_REQUIRED') fields.measurementConsent ??= code;
  return { code, message: error.message, fields, lines, uncertain };
}

/** Some servers put the count in the code ('OUT_OF_STOCK:2'); the code itself stays the first part. */
function leftFromCode(code: string): number | null {
  const match = /:(\d+)$/.exec(code);
  return match?.[1] === undefined ? null : Number(match[1]);
}

/** The line code without a count suffix, for translation. */
export const lineCode = (problem: LineProblem) => problem.code.replace(/:\d+$/, '');

/** Maps request-line indexes back to the cart lines they were made from. */
export function problemsByLineId(problem: CheckoutProblem | null, sentLineIds: readonly string[]): Map<string, LineProblem> {
  const out = new Map<string, LineProblem>();
  if (!problem) return out;
  for (const [index, lineProblem] of Object.entries(problem.lines)) {
    const id = sentLineIds[Number(index)];
    if (id) out.set(id, lineProblem);
  }
  return out;
}
