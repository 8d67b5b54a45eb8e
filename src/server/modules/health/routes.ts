import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { degradedHealthSchema, healthSchema } from '../../../domain/health/api';
import type { BackupHealth } from '../../../domain/backups/api';
import type { AppConfig } from '../../config';
import type { DatabaseHandle } from '../../db/client';

/** The pose model's files as the build copies them (vite.config.ts); the fit dialogs load them from /models. */
const POSE_MODEL_FILES = ['models/blazepose/blazepose-detector.json', 'models/blazepose/blazepose-full.json'];

export interface HealthOptions {
  database: DatabaseHandle;
  version: string;
  config: Pick<AppConfig, 'smtpUrl' | 'payments' | 'imageApi' | 'webDistDir'>;
  /** The scheduled backup: on or off, and whether its last run worked (shown, not part of the status). */
  backups: () => Promise<BackupHealth>;
}

/**
 * Liveness for load balancers (the status: database and storage) and, for /health-check, what each
 * part a shopper depends on is set up as. Only kinds and yes/no leave: never an address, a key or
 * a model name from the configuration.
 */
export async function healthRoutes(app: FastifyInstance, opts: HealthOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const poseModel = () => POSE_MODEL_FILES.every((f) => existsSync(path.join(opts.config.webDistDir, f)));
  r.get(
    '/api/health',
    { config: { access: 'everyone' },
      schema: {
        tags: ['health'],
        summary: 'Liveness and dependencies: database, storage, cross-instance events, rate-limit store, version; mail, payment providers, pose model and image generator as set up (everyone; no secrets)',
        response: {
          200: healthSchema,
          503: degradedHealthSchema,
        },
      },
    },
    async (_request, reply) => {
      const timed = async (fn: () => Promise<boolean>) => {
        const t0 = performance.now();
        const ok = await fn().catch(() => false);
        return { ok, latencyMs: Math.round((performance.now() - t0) * 10) / 10 };
      };
      const [database, storage, backups] = await Promise.all([
        timed(() => opts.database.ping()),
        timed(() => app.storage.ping()),
        opts.backups().catch(() => ({ enabled: true, ok: false, lastSuccessAt: null, lastFailureAt: null })),
      ]);
      // Only what every request needs decides the status: the rest is shown, not alarmed on.
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
        // Not part of the status either: with Redis down the limits degrade as each one declares.
        rateLimits: app.rateLimit.storeHealth(),
        mail: { kind: opts.config.smtpUrl ? 'smtp' : 'outbox' },
        payments: { payOnDelivery: true, chapa: opts.config.payments.chapa !== null, stripe: opts.config.payments.stripe !== null },
        poseModel: { ok: poseModel() },
        imageGenerator: { kind: opts.config.imageApi ? 'image-api' : 'illustrator' },
        // Not part of the status: a failed backup is for admins to fix, not a reason to take the instance out of the load balancer.
        backups,
      });
    },
  );
}
