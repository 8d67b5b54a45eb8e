import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { exchangeRates } from '../../db/schema';

/** A transaction or the database. */
type Executor = Pick<Database, 'select' | 'insert' | 'update'>;

export type RateRow = typeof exchangeRates.$inferSelect;

export const listRateRows = (db: Pick<Database, 'select'>): Promise<RateRow[]> => db.select().from(exchangeRates).orderBy(asc(exchangeRates.currencyCode));

/** Rows for currencies the table lacks, so a refresh never leaves a currency without a rate. */
export async function insertMissingRates(db: Executor, rows: Array<{ currencyCode: string; rate: number; updatedAt: Date }>): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(exchangeRates)
    .values(rows.map((r) => ({ ...r, apiStatus: 'fallback' })))
    .onConflictDoNothing();
}

export interface RateWrite {
  currencyCode: string;
  /** Omitted: the rate stays as it is (a refused or failed refresh keeps the last good one). */
  rate?: number;
  apiStatus?: string;
  updatedAt?: Date;
  checkedAt: Date;
  lastError: string | null;
}

export async function writeRate(db: Executor, w: RateWrite): Promise<void> {
  await db
    .update(exchangeRates)
    .set({
      ...(w.rate !== undefined ? { rate: w.rate } : {}),
      ...(w.apiStatus !== undefined ? { apiStatus: w.apiStatus } : {}),
      ...(w.updatedAt !== undefined ? { updatedAt: w.updatedAt } : {}),
      checkedAt: w.checkedAt,
      lastError: w.lastError,
    })
    .where(eq(exchangeRates.currencyCode, w.currencyCode));
}
