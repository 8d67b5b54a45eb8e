import { isApiErrorBody, RETRYABLE_STATUSES } from '@domain/http/errors';
import { changedAtHeaders } from './change-clock';

/** An error from our API (or the network), with the stable code the UI translates. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    public readonly status: number,
    public readonly code: string,
    message: string,
    public readonly fields?: Record<string, string[]>,
    public readonly headers?: Headers,
  ) {
    super(message);
  }

  get retryable(): boolean {
    return this.status === 0 || RETRYABLE_STATUSES.has(this.status);
  }
}

export interface ApiOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

/** Sends a request; a 4xx/5xx (or no answer) becomes an ApiError with the server's code. */
async function send(path: string, options: ApiOptions, accept: string): Promise<Response> {
  // A read after a change event must not be answered from a copy older than the change (change-clock.ts).
  const headers: Record<string, string> = { accept, ...((options.method ?? 'GET') === 'GET' ? changedAtHeaders() : {}), ...options.headers };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const lang = typeof document !== 'undefined' ? document.documentElement.lang : '';
  if (lang) headers['accept-language'] = lang;
  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      credentials: 'same-origin',
      signal: options.signal,
    });
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    throw new ApiError(0, 'NETWORK_ERROR', 'Unable to reach the server. Please check your connection.');
  }
  if (!response.ok) {
    const data = parseJson(await response.text());
    if (isApiErrorBody(data)) throw new ApiError(response.status, data.error.code, data.error.message, data.error.fields, response.headers);
    throw new ApiError(response.status, response.status >= 500 ? 'INTERNAL' : 'BAD_REQUEST', response.statusText || 'Request failed', undefined, response.headers);
  }
  return response;
}

function parseJson(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export async function api<T>(path: string, options: ApiOptions = {}): Promise<T> {
  const response = await send(path, options, 'application/json');
  return parseJson(await response.text()) as T;
}

/** A binary answer (a PDF), with the same errors as `api`. */
export async function apiBlob(path: string, options: ApiOptions = {}): Promise<Blob> {
  const response = await send(path, options, '*/*');
  return response.blob();
}

/** Builds a query string from defined, non-empty values only. */
export function toQuery(params: Record<string, string | number | boolean | null | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    search.set(key, String(value));
  }
  const s = search.toString();
  return s ? `?${s}` : '';
}

/**
 * A list's filters as a page holds them: each field of the contract's query (`z.input` of the
 * route's querystring schema), null when not set, so a changed field breaks the build on both sides.
 */
export type QueryState<Q> = { [K in keyof Q]-?: Exclude<Q[K], undefined> | null };
