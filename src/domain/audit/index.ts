import { z } from 'zod';

export const AUDIT_PAGE_SIZE = 25;
export const AUDIT_PAGE_MAX = 100;

/** A kind ('users.role_changed') or a prefix ending in a dot ('orders.'): lower-case words and dots only. */
const KIND_PATTERN = /^[a-z][a-z0-9_]*(\.([a-z][a-z0-9_]*)?)*$/;
export const AUDIT_KIND_MAX = 80;

export function isAuditKindFilter(value: string): boolean {
  return value.length <= AUDIT_KIND_MAX && KIND_PATTERN.test(value);
}

/** Where the next page starts: the last entry's time and id, as one opaque string. */
export interface AuditCursor {
  /** The entry's created_at as the database wrote it, to the microsecond. */
  createdAt: string;
  id: string;
}

export function encodeAuditCursor(cursor: AuditCursor): string {
  const raw = `${cursor.createdAt}|${cursor.id}`;
  // base64url without Buffer, so the web can read it too.
  const bytes = new TextEncoder().encode(raw);
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

const ID_PATTERN = /^[0-9a-f-]{1,64}$/i;
/** An ISO time or PostgreSQL's text form of a timestamptz (microseconds kept). */
const TIMESTAMP_PATTERN = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])[T ]([01]\d|2[0-3]):[0-5]\d:[0-5]\d(\.\d{1,6})?(Z|[+-]\d{2}(:?\d{2})?)$/;

/** A cursor the server wrote, or null for anything else (a hand-edited URL is not an error worth a 500). */
export function decodeAuditCursor(value: string): AuditCursor | null {
  if (value.length > 200 || !/^[A-Za-z0-9_-]+$/.test(value)) return null;
  let raw: string;
  try {
    const binary = atob(value.replace(/-/g, '+').replace(/_/g, '/'));
    raw = new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
  } catch {
    return null;
  }
  const [createdAt, id, ...rest] = raw.split('|');
  if (rest.length || !createdAt || !id || !ID_PATTERN.test(id)) return null;
  if (!TIMESTAMP_PATTERN.test(createdAt)) return null;
  return { createdAt, id };
}

export const auditListSchema = z.object({
  actor: z.string().trim().max(64, { error: 'ACTOR_INVALID' }).optional(),
  // The refinements check the length too: one code per field, however wrong it is.
  kind: z
    .string()
    .trim()
    .refine((v) => v === '' || isAuditKindFilter(v), { error: 'KIND_INVALID' })
    .optional(),
  cursor: z
    .string()
    .refine((v) => v === '' || decodeAuditCursor(v) !== null, { error: 'CURSOR_INVALID' })
    .optional(),
  limit: z.coerce.number<number>({ error: 'LIMIT_INVALID' }).int({ error: 'LIMIT_INVALID' }).min(1, { error: 'LIMIT_INVALID' }).max(AUDIT_PAGE_MAX, { error: 'LIMIT_INVALID' }).optional(),
});

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * The fields a change touched, for highlighting: top-level keys whose value differs, in the order
 * they first appear. A creation (no before) or a removal (no after) touched every field it has.
 */
export function changedFields(before: unknown, after: unknown): string[] {
  const b = isRecord(before) ? before : {};
  const a = isRecord(after) ? after : {};
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  return keys.filter((k) => !(k in b && k in a && same(b[k], a[k])));
}

/**
 * Every kind the server writes (the audit plugin's entry is typed by it), each named in words in
 * both languages (audit-kinds.test.ts); a kind stored before its words existed is shown as stored.
 */
export const KNOWN_AUDIT_KINDS = [
  'content.footer_link_created',
  'content.footer_link_deleted',
  'content.footer_link_updated',
  'content.footer_reordered',
  'content.hero_image_removed',
  'content.hero_image_uploaded',
  'content.homepage_saved',
  'content.menu_item_created',
  'content.menu_item_deleted',
  'content.menu_item_updated',
  'content.menu_reordered',
  'content.page_saved',
  'designers.application_approved',
  'designers.application_changes_requested',
  'designers.application_rejected',
  'designers.featured',
  'designers.featured_reordered',
  'designers.removed',
  'designers.suspended',
  'designers.unfeatured',
  'designers.unsuspended',
  'fitting.settings_changed',
  'maintenance.texts_saved',
  'maintenance.turned_off',
  'maintenance.turned_on',
  'messages.handled',
  'messages.reopened',
  'messages.replied',
  'orders.cash_recorded',
  'order_messages.hidden',
  'order_messages.shown',
  'orders.refunded',
  'orders.status_changed',
  'payouts.account_changed',
  'payouts.adjustment_added',
  'payouts.designer_changed',
  'payouts.manual_recorded',
  'payouts.payout_created',
  'payouts.payout_failed',
  'payouts.payout_paid',
  'payouts.payout_retried',
  'payouts.settings_changed',
  'production.photo_added',
  'production.shipped',
  'production.update_added',
  'products.edited',
  'products.featured',
  'products.hidden',
  'products.review_requested',
  'products.unfeatured',
  'products.unhidden',
  'rates.refreshed',
  'users.password_reset_sent',
  'returns.decided',
  'search.synonyms_added',
  'search.synonyms_changed',
  'search.synonyms_deleted',
  'returns.settings_changed',
  'shipping.zone_changed',
  'shipping.zone_created',
  'shipping.zone_deleted',
  'shipping.zones_reordered',
  'reviews.hidden',
  'reviews.settings_changed',
  'reviews.shown',
  'users.role_changed',
  'users.suspended',
  'users.unsuspended',
] as const;
export type KnownAuditKind = (typeof KNOWN_AUDIT_KINDS)[number];
