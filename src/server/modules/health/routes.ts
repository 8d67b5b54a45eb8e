import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DatabaseHandle } from '../../db/client';

export async function healthRoutes(app: FastifyInstance, opts: { database: DatabaseHandle; version: string }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const check = z.object({ ok: z.boolean(), kind: z.string(), latencyMs: z.number() });
  r.get(
    '/api/health',
    { config: { access: 'everyone' },
      schema: {
        tags: ['health'],
        summary: 'Liveness and dependencies: database, storage, cross-instance events, version (everyone)',
        response: { 200: z.object({ status: z.enum(['ok', 'degraded']), version: z.string(), uptimeSeconds: z.number(), database: check, storage: check, events: z.object({ ok: z.boolean(), kind: z.string() }) }), 503: z.unknown() },
      },
    },
    async (_request, reply) => {
      const timed = async (fn: () => Promise<boolean>) => {
        const t0 = performance.now();
        const ok = await fn().catch(() => false);
        return { ok, latencyMs: Math.round((performance.now() - t0) * 10) / 10 };
      };
      const [database, storage] = await Promise.all([timed(() => opts.database.ping()), timed(() => app.storage.ping())]);
      const healthy = database.ok && storage.ok;
      void reply.header('cache-control', 'no-store');
      return reply.status(healthy ? 200 : 503).send({
        status: healthy ? 'ok' : 'degraded',
        version: opts.version,
        uptimeSeconds: Math.round(process.uptime()),
        database: { ...database, kind: opts.database.kind },
        storage: { ...storage, kind: app.storage.kind },
        // Not part of the status: while the listener reconnects this instance still answers correctly (its caches stand aside).
        events: { ok: app.events.healthy(), kind: app.events.kind },
      });
    },
  );
}
