import { and, desc, eq, gte, lt, or, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client';
import { adminAuditLog } from '../db/schema';

/** What an admin did, to what, and the record before and after (null for a creation or a removal). */
export interface AuditEntry {
  kind: string;
  targetType: string;
  targetId?: string | null;
  before?: unknown;
  after?: unknown;
}

export interface AuditActor {
  id: string;
  email: string;
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
}

export interface AuditFilter {
  actorId?: string;
  /** A kind ('orders.refunded') or a kind's prefix ending in a dot ('orders.'). */
  kind?: string;
  /** Keyset paging: entries older than this one (createdAt, id). */
  before?: { createdAt: Date; id: string };
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
        actorId: actor.id,
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
        where.push(
          or(
            lt(adminAuditLog.createdAt, filter.before.createdAt),
            and(eq(adminAuditLog.createdAt, filter.before.createdAt), lt(adminAuditLog.id, filter.before.id)),
          ) as SQL,
        );
      }
      return opts.db
        .select()
        .from(adminAuditLog)
        .where(where.length ? and(...where) : undefined)
        .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
        .limit(filter.limit);
    },
  });
});
