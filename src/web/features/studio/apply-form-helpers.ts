import { ApiError } from '../../lib/api-client';

export type FieldErrors = Record<string, string | undefined>;

/** Each field's first broken rule, keyed by its whole path ('links.1'), as the domain's issue codes. */
export function issuesByPath(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || '_';
    out[key] ??= issue.message;
  }
  return out;
}

/** The server's field codes (a 400 VALIDATION_FAILED), first code per field. */
export function serverFieldErrors(err: unknown): FieldErrors {
  if (!(err instanceof ApiError) || !err.fields) return {};
  return Object.fromEntries(Object.entries(err.fields).map(([k, v]) => [k, v[0]]));
}

const dateFormatters = new Map<string, Intl.DateTimeFormat>();

export function formatDate(iso: string, language: string): string {
  const locale = language === 'am-ET' ? 'am-ET' : 'en';
  let f = dateFormatters.get(locale);
  if (!f) dateFormatters.set(locale, (f = new Intl.DateTimeFormat(locale, { dateStyle: 'long' })));
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : f.format(date);
}

/** Only web links are rendered as links; anything else the server let through stays text. */
export function isWebLink(value: string): boolean {
  try {
    const u = new URL(value);
    return u.protocol === 'https:' || u.protocol === 'http:';
  } catch {
    return false;
  }
}

/** Moves focus to the first control (in form order) whose field has an error. */
export function focusFirstError(errors: FieldErrors, order: readonly { key: string; id: string }[]): void {
  const first = order.find((f) => errors[f.key]);
  if (!first) return;
  requestAnimationFrame(() => document.getElementById(first.id)?.focus());
}
