import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { backupsOverviewSchema } from '../../../domain/backups/api';
import { errorResponses } from '../../lib/openapi';
import { unauthorized } from '../../lib/errors';
import { hasBearer } from '../../plugins/access';
import { backupToken, type BackupService } from './service';

const backupRunSchema = z.object({ file: z.string(), bytes: z.number(), ms: z.number(), snapshotMs: z.number(), files: z.number(), schema: z.string() });

/**
 * `npm run backup` against a running embedded shop: the CLI cannot open the database a running
 * server holds, so it asks the server, which takes the snapshot between two statements. Only a
 * caller holding the auth secret (the machine itself) can ask; the archive goes to BACKUP_DIR.
 */
export async function backupRoutes(app: FastifyInstance, opts: { backups: BackupService; authSecret: string }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const token = backupToken(opts.authSecret);
  r.post(
    '/api/ops/backup',
    {
      // No session role may ask: the caller proves itself with the bearer, as a provider with its signature.
      config: { access: 'provider', maintenance: 'open' },
      schema: {
        tags: ['ops'],
        summary: 'Write a backup archive of the whole shop to BACKUP_DIR now (npm run backup; Authorization: Bearer, derived from AUTH_SECRET); 409 BACKUP_IN_PROGRESS while one is written',
        response: { 200: backupRunSchema, ...errorResponses(401, 409, 500) },
      },
    },
    async (request, reply) => {
      if (!hasBearer(request, token)) throw unauthorized('A backup is asked for with the bearer derived from the auth secret (npm run backup).');
      void reply.header('cache-control', 'no-store');
      const result = await opts.backups.backUp();
      return { file: result.file, bytes: result.bytes, ms: result.ms, snapshotMs: result.snapshotMs, files: result.manifest.files.length, schema: result.manifest.schema.tag };
    },
  );

  r.get(
    '/api/admin/backups',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['ops'],
        summary: "The scheduled backup's setting and folder, the archives kept (name, date, size), half-written ones, and the last scheduled run with its failure (admins)",
        response: { 200: backupsOverviewSchema, ...errorResponses(401, 403) },
      },
    },
    async (_request, reply) => {
      void reply.header('cache-control', 'no-store');
      return opts.backups.overview();
    },
  );
}
