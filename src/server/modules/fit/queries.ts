import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { fitMeasurements } from '../../db/schema/sizing';

export type FitMeasurementInsert = typeof fitMeasurements.$inferInsert;

/** Keeps one photo-fit or camera-scan result; returns its id. */
export async function insertFitMeasurement(db: Database, values: FitMeasurementInsert): Promise<{ id: string }> {
  const [row] = await db.insert(fitMeasurements).values(values).returning({ id: fitMeasurements.id });
  if (!row) throw new Error('fit_measurements insert returned nothing');
  return row;
}

export async function deleteFitMeasurement(db: Database, id: string): Promise<void> {
  await db.delete(fitMeasurements).where(eq(fitMeasurements.id, id));
}
