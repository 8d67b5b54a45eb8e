// `npm run storage:copy-to-s3 [-- <folder>]`: copies a local storage folder (default DATA_DIR/storage,
// and DATA_DIR/image-variants beside it) into the bucket named by the S3_* settings. Objects already
// in the bucket with the same size are skipped, so the command can be run again after a failure.
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { HeadObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { ConfigError, loadConfig } from '../src/server/config';
import { SAFE_KEY } from '../src/server/plugins/storage-core';
import { createS3Client, isMissing } from '../src/server/plugins/storage-s3';

const TYPES: Record<string, string> = { '.webp': 'image/webp', '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.svg': 'image/svg+xml', '.pdf': 'application/pdf', '.json': 'application/json' };

async function* walk(dir: string): AsyncGenerator<string> {
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (entry.isFile() && !entry.name.endsWith('.tmp')) yield full;
  }
}

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(78);
    }
    throw err;
  }
  if (!config.s3) {
    console.error('Set S3_BUCKET (and S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_FORCE_PATH_STYLE for a self-hosted store) first.');
    process.exit(78);
  }
  const given = process.argv[2];
  const sources = given
    ? [{ dir: path.resolve(given), prefix: '' }]
    : [
        { dir: config.storageDir, prefix: '' },
        { dir: path.join(path.dirname(config.storageDir), 'image-variants'), prefix: 'image-variants/' },
      ];
  const client = createS3Client(config.s3);
  const bucket = config.s3.bucket;
  const started = Date.now();
  let copied = 0;
  let skipped = 0;
  let refused = 0;
  let bytes = 0;
  for (const source of sources) {
    for await (const file of walk(source.dir)) {
      const rel = path.relative(source.dir, file).split(path.sep).join('/');
      const key = `${source.prefix}${rel}`;
      if (!SAFE_KEY.test(rel) || rel.includes('..') || key.length > 512) {
        console.warn(`  refused (not a storage key): ${rel}`);
        refused += 1;
        continue;
      }
      const size = (await stat(file)).size;
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
        if (head.ContentLength === size) {
          skipped += 1;
          continue;
        }
      } catch (err) {
        if (!isMissing(err)) throw err;
      }
      const body = await readFile(file);
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: key,
          Body: body,
          ContentLength: body.length,
          ContentType: TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
          CacheControl: 'public, max-age=2592000, immutable',
        }),
      );
      copied += 1;
      bytes += body.length;
      if (copied % 200 === 0) console.log(`  ${copied} copied…`);
    }
  }
  client.destroy();
  console.log(`Copied ${copied} files (${(bytes / 1024 / 1024).toFixed(1)} MB) into s3://${bucket}, ${skipped} already there, ${refused} refused, in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  if (refused > 0) process.exitCode = 1;
}

main().catch((err: unknown) => {
  console.error('Copy failed:', err instanceof Error ? err.message : err);
  process.exit(1);
});
