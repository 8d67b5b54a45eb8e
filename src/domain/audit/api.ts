import { z } from 'zod';
import { auditListSchema } from './index';

/** One audit log entry as the console shows it (GET /api/admin/audit). */
export const auditEntrySchema = z.object({
  id: z.string(),
  actorId: z.string().nullable(),
  actorEmail: z.string(),
  kind: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: z.string(),
});
export type AuditLogEntry = z.infer<typeof auditEntrySchema>;

/** Newest first, keyset-paged: the next page starts after `nextCursor`. */
export const auditLogPageSchema = z.object({ items: z.array(auditEntrySchema), nextCursor: z.string().nullable() });
export type AuditLogPage = z.infer<typeof auditLogPageSchema>;

/** GET /api/admin/audit (field rules with their codes in index.ts). */
export { auditListSchema };
/** What the console sends: who, which kind, from where (a cursor) and how many. */
export type AuditListQuery = z.input<typeof auditListSchema>;
