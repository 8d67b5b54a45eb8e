import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';

/** PGlite answers { rows }, node-postgres a result with rows too; either way, the rows. */
const rowsOf = <T,>(result: unknown): T[] => ((result as { rows?: T[] }).rows ?? (result as T[]));

/** Every table's content, to show a refused call changed nothing. Sessions and the security log legitimately move. */
export async function tablesFingerprint(db: Database): Promise<string> {
  const tables: unknown = await db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' and table_name not in ('sessions', 'security_events', 'verifications', '__drizzle_migrations') order by table_name`,
  );
  const rows = rowsOf<{ table_name: string }>(tables);
  const parts: string[] = [];
  for (const { table_name: name } of rows) {
    const res: unknown = await db.execute(sql.raw(`select md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h from "${name}" x`));
    parts.push(`${name}:${rowsOf<{ h: string | null }>(res)[0]?.h ?? ''}`);
  }
  return parts.join(',');
}
