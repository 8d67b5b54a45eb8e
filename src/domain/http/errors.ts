/** The wire shape of every API error: a stable code and a message safe to show. */
export interface ApiErrorBody {
  error: { code: string; message: string; fields?: Record<string, string[]> };
}

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false;
  const err = (value as { error: unknown }).error;
  return typeof err === 'object' && err !== null && typeof (err as { code?: unknown }).code === 'string';
}

/** Server statuses a client may retry (docs/requirements/shop.md §8). */
export const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([502, 503, 504]);
