import { z } from 'zod';

/**
 * Backups of a whole shop: what an archive's manifest says, how archives are named, which ones a
 * schedule keeps, and when a restore must be refused. Pure rules; the server reads and writes the
 * archives (src/server/modules/backups).
 */

/** The manifest format; a restore refuses one it does not know. */
export const BACKUP_FORMAT = 1;

/** What the archive holds for the database. */
export const databaseDumpSchema = z.discriminatedUnion('kind', [
  /** PGlite's data directory (`dumpDataDir`, a gzipped tar) in `database/pgdata.tar.gz`. */
  z.object({ kind: z.literal('pglite-datadir'), path: z.string() }),
  /** `pg_dump -Fc` of the PostgreSQL database in `database/tibeb.pgdump`. */
  z.object({ kind: z.literal('pg-dump'), path: z.string() }),
]);

const sha256 = z.string().regex(/^[0-9a-f]{64}$/);

/** Every file the archive holds (database dump, secret, stored files), with its checksum. */
export const manifestFileSchema = z.object({ path: z.string().min(1).max(600), size: z.number().int().min(0), sha256 });

export const backupManifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  createdAt: z.string(),
  appVersion: z.string(),
  /** The last applied migration: its tag (`0018_fitting`) and the time drizzle orders it by. */
  schema: z.object({ tag: z.string(), when: z.number().int() }),
  database: databaseDumpSchema,
  /** Rows per table at the moment of the snapshot. */
  counts: z.record(z.string(), z.number().int().min(0)),
  files: z.array(manifestFileSchema),
  /** With S3 the objects stay in the bucket; the archive lists them (key and size) instead. */
  bucket: z.object({ name: z.string(), objects: z.array(z.object({ key: z.string(), size: z.number().int().min(0) })) }).nullable(),
});
export type BackupManifest = z.infer<typeof backupManifestSchema>;
export type ManifestFile = z.infer<typeof manifestFileSchema>;

/** Stable codes of every refusal of a backup or a restore. */
export const BACKUP_ERROR_CODES = [
  'BACKUP_TARGET_NOT_EMPTY',
  'BACKUP_ARCHIVE_UNREADABLE',
  'BACKUP_MANIFEST_INVALID',
  'BACKUP_CHECKSUM_MISMATCH',
  'BACKUP_FILE_MISSING',
  'BACKUP_SCHEMA_NEWER',
  'BACKUP_SCHEMA_UNKNOWN',
  'BACKUP_ENGINE_MISMATCH',
  'BACKUP_TOOL_MISSING',
  'BACKUP_IN_PROGRESS',
  'BACKUP_FAILED',
] as const;
export type BackupErrorCode = (typeof BACKUP_ERROR_CODES)[number];

export interface KnownMigration {
  tag: string;
  when: number;
}

/**
 * Whether an archive taken at `archived` can be restored by code that knows `known` (its
 * migrations, oldest first). A newer schema is refused (no silent downgrade); an older one is
 * restored and then migrated forward by start-up; one the code never had (same time, another tag)
 * is refused too.
 */
export function restoreVerdict(archived: KnownMigration, known: readonly KnownMigration[]): { ok: true; pending: number } | { ok: false; code: 'BACKUP_SCHEMA_NEWER' | 'BACKUP_SCHEMA_UNKNOWN' } {
  const last = known.at(-1);
  if (!last || archived.when > last.when) return { ok: false, code: 'BACKUP_SCHEMA_NEWER' };
  const index = known.findIndex((m) => m.when === archived.when);
  if (index < 0 || known[index]!.tag !== archived.tag) return { ok: false, code: 'BACKUP_SCHEMA_UNKNOWN' };
  return { ok: true, pending: known.length - 1 - index };
}

/** `tibeb-2026-11-29T0130Z.tar` : sortable by name, one per minute at most. */
export function archiveName(at: Date): string {
  const iso = at.toISOString(); // 2026-11-29T01:30:12.345Z
  return `tibeb-${iso.slice(0, 10)}T${iso.slice(11, 13)}${iso.slice(14, 16)}${iso.slice(17, 19)}Z.tar`;
}

const NAME = /^tibeb-(\d{4})-(\d{2})-(\d{2})T(\d{2})(\d{2})(\d{2})Z\.tar$/;

/** The moment an archive's name says it was taken; null for anything else in the folder. */
export function parseArchiveName(name: string): Date | null {
  const m = NAME.exec(name);
  if (!m) return null;
  const [, y, mo, d, h, mi, s] = m.map(Number) as [number, number, number, number, number, number, number];
  const at = new Date(Date.UTC(y, mo - 1, d, h, mi, s));
  return Number.isNaN(at.getTime()) || at.getUTCDate() !== d || at.getUTCMonth() !== mo - 1 ? null : at;
}

export const RETENTION = { daily: 7, weekly: 4 } as const;

/** Monday of the ISO week a moment falls in (UTC), as yyyy-mm-dd. */
function weekOf(at: Date): string {
  const day = (at.getUTCDay() + 6) % 7;
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate() - day)).toISOString().slice(0, 10);
}

/**
 * Which archives a schedule keeps: the newest of each of the last `daily` days that have one, and
 * the newest of each of the last `weekly` ISO weeks that have one (a day's keeper may also be its
 * week's). Everything else, and any name that is not an archive's, is left out of `keep`;
 * `remove` lists only archives (never a stranger's file).
 */
export function selectRetained(names: readonly string[], retention: { daily: number; weekly: number } = RETENTION): { keep: string[]; remove: string[] } {
  const archives = names
    .map((name) => ({ name, at: parseArchiveName(name) }))
    .filter((a): a is { name: string; at: Date } => a.at !== null)
    .sort((a, b) => b.at.getTime() - a.at.getTime() || (a.name < b.name ? 1 : -1));
  const keep = new Set<string>();
  const pick = (bucketOf: (at: Date) => string, limit: number) => {
    const seen = new Set<string>();
    for (const a of archives) {
      const bucket = bucketOf(a.at);
      if (seen.has(bucket)) continue;
      if (seen.size >= limit) break;
      seen.add(bucket);
      keep.add(a.name);
    }
  };
  pick((at) => at.toISOString().slice(0, 10), retention.daily);
  pick(weekOf, retention.weekly);
  return { keep: archives.filter((a) => keep.has(a.name)).map((a) => a.name), remove: archives.filter((a) => !keep.has(a.name)).map((a) => a.name) };
}
