import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { siteSettings } from '../../db/schema';

type Executor = Pick<Database, 'select' | 'insert' | 'update'>;

const columns = {
  enabled: siteSettings.maintenanceMode,
  title: siteSettings.maintenanceTitle,
  message: siteSettings.maintenanceMessage,
  titleAm: siteSettings.maintenanceTitleAm,
  messageAm: siteSettings.maintenanceMessageAm,
  version: siteSettings.version,
  updatedAt: siteSettings.updatedAt,
};

export type MaintenanceRow = { enabled: boolean; title: string | null; message: string | null; titleAm: string | null; messageAm: string | null; version: number; updatedAt: Date };

export async function readMaintenance(db: Pick<Database, 'select'>): Promise<MaintenanceRow | null> {
  const [row] = await db.select(columns).from(siteSettings).where(eq(siteSettings.id, 1)).limit(1);
  return row ?? null;
}

/** Just the switch: what the gate reads. */
export async function readMaintenanceFlag(db: Pick<Database, 'select'>): Promise<boolean> {
  const [row] = await db.select({ enabled: siteSettings.maintenanceMode }).from(siteSettings).where(eq(siteSettings.id, 1)).limit(1);
  return row?.enabled ?? false;
}

/** The settings row exists from the seed; an empty database gets its defaults. */
export async function ensureSiteSettings(db: Executor): Promise<void> {
  await db.insert(siteSettings).values({ id: 1 }).onConflictDoNothing();
}

/** Writes the maintenance fields when the row is still at `version`; null when it has moved on. */
export async function writeMaintenance(
  db: Executor,
  version: number,
  values: { enabled: boolean; title: string | null; message: string | null; titleAm: string | null; messageAm: string | null },
): Promise<MaintenanceRow | null> {
  const [row] = await db
    .update(siteSettings)
    .set({
      maintenanceMode: values.enabled,
      maintenanceTitle: values.title,
      maintenanceMessage: values.message,
      maintenanceTitleAm: values.titleAm,
      maintenanceMessageAm: values.messageAm,
      version: sql`${siteSettings.version} + 1`,
      updatedAt: new Date(),
    })
    .where(and(eq(siteSettings.id, 1), eq(siteSettings.version, version)))
    .returning(columns);
  return row ?? null;
}
