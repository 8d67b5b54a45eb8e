import { ApiError } from '../../../lib/api-client';

/** The first message of each field of a refused save (the server's `fields`, or a zod result's issues). */
export function fieldCodes(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || !error.fields) return {};
  return Object.fromEntries(Object.entries(error.fields).map(([k, v]) => [k.replace(/^body\.?/, ''), v[0] ?? error.code]));
}

export const isVersionConflict = (error: unknown) => error instanceof ApiError && error.code === 'VERSION_CONFLICT';
