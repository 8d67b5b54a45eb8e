import { desc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client';
import { securityEvents } from '../db/schema';

export type SecurityEventKind =
  | 'sign_up'
  | 'sign_in_failed'
  | 'sign_in_blocked'
  | 'sign_in_refused_while_blocked'
  | 'cross_site_refused'
  | 'password_reset_requested'
  | 'password_reset'
  | 'password_changed'
  | 'email_change_requested'
  | 'email_changed'
  | 'signed_out_elsewhere'
  | 'account_deleted'
  | 'upload_refused'
  | 'designer_application'
  | 'designer_approved'
  | 'designer_rejected'
  | 'designer_changes_requested'
  | 'account_suspended'
  | 'account_unsuspended'
  | 'sign_in_refused_suspended';

export interface SecurityEvent {
  kind: SecurityEventKind;
  userId?: string | null;
  ip?: string | null;
  detail?: string | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The server's record of security-relevant events (docs/requirements/shop.md §9), for admins to read. */
    securityEvents: {
      record(event: SecurityEvent): Promise<void>;
      /** The newest events first (docs/requirements/shop.md §9 keeps the last 100 in view). */
      latest(limit: number): Promise<StoredSecurityEvent[]>;
    };
  }
}

export interface StoredSecurityEvent {
  id: string;
  kind: string;
  userId: string | null;
  ip: string | null;
  detail: string | null;
  createdAt: Date;
}

const DETAIL_MAX = 500;

export const securityEventsPlugin = fp<{ db: Database }>(async (app: FastifyInstance, opts) => {
  app.decorate('securityEvents', {
    async record(event: SecurityEvent) {
      try {
        await opts.db.insert(securityEvents).values({ kind: event.kind, userId: event.userId ?? null, ip: event.ip ?? null, detail: event.detail?.slice(0, DETAIL_MAX) ?? null });
      } catch (err) {
        // A full disk or a lost connection must not turn a refusal into a 500.
        app.log.error({ err, kind: event.kind }, 'security event not recorded');
      }
    },
    async latest(limit: number) {
      return opts.db.select().from(securityEvents).orderBy(desc(securityEvents.createdAt)).limit(limit);
    },
  });
});
