import { z } from 'zod';
import { backupHealthSchema } from '../backups/api';

const checkSchema = z.object({ ok: z.boolean(), kind: z.string(), latencyMs: z.number() });

/** GET /api/health: what each part a shopper depends on is set up as; kinds and yes/no only, never an address or a key. */
export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  uptimeSeconds: z.number(),
  database: checkSchema,
  storage: checkSchema,
  events: z.object({ ok: z.boolean(), kind: z.string() }),
  rateLimits: z.object({ ok: z.boolean(), kind: z.enum(['redis', 'memory']) }),
  mail: z.object({ kind: z.enum(['smtp', 'outbox']) }),
  payments: z.object({ payOnDelivery: z.literal(true), chapa: z.boolean(), stripe: z.boolean() }),
  poseModel: z.object({ ok: z.boolean() }),
  imageGenerator: z.object({ kind: z.enum(['image-api', 'illustrator']) }),
  backups: backupHealthSchema,
});
export type Health = z.infer<typeof healthSchema>;

/** A 503 carries the same report; its answer is not checked on the way out. */
export const degradedHealthSchema = z.unknown();
