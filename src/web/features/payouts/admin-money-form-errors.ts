import type { z } from 'zod';
import { ApiError } from '../../lib/api-client';

/** A form's fields, each with the code it shows when a message is not one of the contract's codes. */
export type FieldFallbacks<F extends string> = Readonly<Record<F, string>>;

const isCode = (message: string) => /^[A-Z_]+$/.test(message);
const fieldOf = <F extends string>(fallbacks: FieldFallbacks<F>, path: string): F | null => {
  const name = path.replace(/^body\.?/, '');
  return name in fallbacks ? (name as F) : null;
};

/** The first code of each field a zod check refused (the contract's messages are codes). */
export function issueCodes<F extends string>(issues: readonly z.core.$ZodIssue[], fallbacks: FieldFallbacks<F>): Partial<Record<F, string>> {
  const found: Partial<Record<F, string>> = {};
  for (const issue of issues) {
    const field = fieldOf(fallbacks, String(issue.path[0] ?? ''));
    if (field && !found[field]) found[field] = isCode(issue.message) ? issue.message : fallbacks[field];
  }
  return found;
}

/** The server's field errors of a refusal, on the form's fields (none when it named no field of the form). */
export function refusedFields<F extends string>(error: unknown, fallbacks: FieldFallbacks<F>): Partial<Record<F, string>> {
  const found: Partial<Record<F, string>> = {};
  if (!(error instanceof ApiError) || !error.fields) return found;
  for (const [path, codes] of Object.entries(error.fields)) {
    const field = fieldOf(fallbacks, path);
    if (field && !found[field]) found[field] = codes[0] ?? fallbacks[field];
  }
  return found;
}

export const refusalCode = (error: unknown): string => (error instanceof ApiError ? error.code : 'INTERNAL');
