import { and, desc, eq, getTableColumns, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { KnownAuditKind } from '../../domain/audit';
import type { Database } from '../db/client';
import { adminAuditLog } from '../db/schema';

/** What an admin did, to what, and the record before and after (null for a creation or a removal). */
export interface AuditEntry {
  /** One of the kinds the console names in words (KNOWN_AUDIT_KINDS): a new kind gets its words first. */
  kind: KnownAuditKind;
  targetType: string;
  targetId?: string | null;
  before?: unknown;
  after?: unknown;
}

export interface AuditActor {
  id: string;
  email: string;
  /** The shop itself acting (the payout schedule, a provider's webhook): no account, `email` names what acted. */
  system?: true;
}

export interface StoredAuditEntry {
  id: string;
  actorId: string | null;
  actorEmail: string;
  kind: string;
  targetType: string;
  targetId: string | null;
  before: unknown;
  after: unknown;
  createdAt: Date;
  /**
   * created_at exactly as stored (microseconds; a Date keeps milliseconds): the keyset position
   * to page from, so entries written within one millisecond are neither skipped nor repeated.
   */
  position: string;
}

export interface AuditFilter {
  actorId?: string;
  /** A kind ('orders.refunded') or a kind's prefix ending in a dot ('orders.'). */
  kind?: string;
  /** Keyset paging: entries older than this one (createdAt, id); pass an entry's `position` as createdAt for exact paging. */
  before?: { createdAt: Date | string; id: string };
  limit: number;
}

/**
 * A transaction or the database: the entry is written in the same transaction as the change it
 * records, so a failed action leaves neither the change nor its record behind.
 */
export type AuditExecutor = Pick<Database, 'insert'>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The record of every admin action (issue 15: who, when, what, before and after). */
    audit: {
      record(executor: AuditExecutor, actor: AuditActor, entry: AuditEntry): Promise<void>;
      list(filter: AuditFilter): Promise<StoredAuditEntry[]>;
    };
  }
}

/** Before and after are records an admin reads, not archives: long texts are cut. */
const TEXT_MAX = 2_000;

function trimmed(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return value.length > TEXT_MAX ? `${value.slice(0, TEXT_MAX)}…` : value;
  if (value instanceof Date) return value.toISOString();
  if (depth > 4 || value === null || typeof value !== 'object') return value ?? null;
  if (Array.isArray(value)) return value.slice(0, 100).map((v) => trimmed(v, depth + 1));
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, trimmed(v, depth + 1)]));
}

export const auditPlugin = fp<{ db: Database }>(async (app: FastifyInstance, opts) => {
  app.decorate('audit', {
    async record(executor: AuditExecutor, actor: AuditActor, entry: AuditEntry) {
      await executor.insert(adminAuditLog).values({
        actorId: actor.system ? null : actor.id,
        actorEmail: actor.email,
        kind: entry.kind,
        targetType: entry.targetType,
        targetId: entry.targetId ?? null,
        before: trimmed(entry.before ?? null),
        after: trimmed(entry.after ?? null),
      });
    },
    async list(filter: AuditFilter) {
      const where: SQL[] = [];
      if (filter.actorId) where.push(eq(adminAuditLog.actorId, filter.actorId));
      if (filter.kind?.endsWith('.')) {
        // A prefix as a range, so the kind index serves it and nothing typed is a wildcard.
        where.push(gte(adminAuditLog.kind, filter.kind), lt(adminAuditLog.kind, `${filter.kind}\uffff`));
      } else if (filter.kind) {
        where.push(eq(adminAuditLog.kind, filter.kind));
      }
      if (filter.before) {
        const at = typeof filter.before.createdAt === 'string' ? sql`${filter.before.createdAt}::timestamptz` : sql`${filter.before.createdAt.toISOString()}::timestamptz`;
        where.push(or(sql`${adminAuditLog.createdAt} < ${at}`, and(sql`${adminAuditLog.createdAt} = ${at}`, lt(adminAuditLog.id, filter.before.id))) as SQL);
      }
      return opts.db
        .select({ ...getTableColumns(adminAuditLog), position: sql<string>`${adminAuditLog.createdAt}::text` })
        .from(adminAuditLog)
        .where(where.length ? and(...where) : undefined)
        .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
        .limit(filter.limit);
    },
  });
});
