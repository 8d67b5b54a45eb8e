import path from 'node:path';
import { build, type Metafile } from 'esbuild';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * The packages a server may run without: each is loaded by the module that needs it, on first use
 * (issue 36, peak memory under `npm run bench:load`). Importing one at start costs its resident
 * memory in every process, also in the many that never use it.
 */
const LOADED_ON_DEMAND = [
  '@aws-sdk/client-s3', // only with S3_BUCKET (plugins/storage.ts)
  'ioredis', // only with REDIS_URL (plugins/rate-limit.ts)
  'pg', // only with DATABASE_URL (db/client.ts, plugins/pg-events.ts)
  'pino-pretty', // only outside production (plugins/request-log.ts)
  'nodemailer', // only with SMTP_URL, on the first mail (plugins/mailer.ts)
  'sharp', // on the first image variant or upload (plugins/storage.ts)
  'pdf-lib', // on the first measurement sheet (modules/orders/measurement-sheet.ts)
  '@pdf-lib/fontkit',
];

/** The server bundle as scripts/build-server.mjs makes it, with its metafile instead of files. */
async function serverMetafile(): Promise<Metafile> {
  const result = await build({
    entryPoints: { main: path.join(root, 'src/server/main.ts') },
    outdir: path.join(root, 'dist/start-up-imports-test'),
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    splitting: true,
    packages: 'external',
    write: false,
    metafile: true,
    logLevel: 'silent',
    alias: { '@domain': path.join(root, 'src/domain') },
  });
  return result.metafile;
}

/** Every package that `node dist/server/main.js` loads before its first line runs: static imports only, through the shared chunks. */
function packagesLoadedAtStart(meta: Metafile): Set<string> {
  const outputs = meta.outputs;
  const entry = Object.keys(outputs).find((file) => outputs[file]?.entryPoint?.endsWith('src/server/main.ts'));
  if (!entry) throw new Error('no entry output for src/server/main.ts');
  const seen = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const imported of outputs[file]?.imports ?? []) {
      if (imported.kind !== 'import-statement') continue;
      if (imported.external) packages.add(packageName(imported.path));
      else visit(imported.path);
    }
  };
  visit(entry);
  return packages;
}

function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier);
}

describe('server start-up imports', () => {
  it('loads no package that only some configurations or some requests need', async () => {
    const atStart = packagesLoadedAtStart(await serverMetafile());
    // The walk itself works: the framework is loaded at start.
    expect(atStart).toContain('fastify');
    expect(LOADED_ON_DEMAND.filter((name) => atStart.has(name))).toEqual([]);
  });
});
