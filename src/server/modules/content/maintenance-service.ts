import type { FastifyInstance } from 'fastify';
import type { MaintenanceSettings } from '../../../domain/maintenance';
import type { Database } from '../../db/client';
import { conflict } from '../../lib/errors';
import type { AuditActor } from '../../plugins/audit';
import * as q from './maintenance-queries';

export interface MaintenanceView {
  enabled: boolean;
  title: string | null;
  message: string | null;
  titleAm: string | null;
  messageAm: string | null;
  version: number;
  updatedAt: string;
}

const view = (row: q.MaintenanceRow): MaintenanceView => ({ ...row, updatedAt: row.updatedAt.toISOString() });

const DEFAULT_VIEW: MaintenanceView = { enabled: false, title: null, message: null, titleAm: null, messageAm: null, version: 1, updatedAt: new Date(0).toISOString() };

export interface MaintenanceServiceDeps {
  db: Database;
  audit: FastifyInstance['audit'];
  events: FastifyInstance['events'];
  /**
   * Makes the gate (plugins/maintenance.ts) read the flag again. The gate is given this service's
   * reads by app.ts, so the plugin imports no feature.
   */
  refreshGate: () => Promise<void>;
}

export function createMaintenanceService({ db, audit, events, refreshGate }: MaintenanceServiceDeps) {
  return {
    /** Whether the shop is in maintenance (the gate caches this). */
    readFlag: (): Promise<boolean> => q.readMaintenanceFlag(db),

    async read(): Promise<MaintenanceView> {
      const row = await q.readMaintenance(db);
      return row ? view(row) : DEFAULT_VIEW;
    },

    /**
     * Saves the switch and its texts when the admin's copy is the latest (else 409
     * VERSION_CONFLICT, nothing written). Turning it on or off and changing the texts are each
     * recorded in the audit log, in the same transaction. The gate learns the new state before the
     * change event goes out, so the next page request already gets the answer the event announced.
     */
    async save(actor: AuditActor, input: MaintenanceSettings): Promise<MaintenanceView> {
      const saved = await db.transaction(async (tx) => {
        await q.ensureSiteSettings(tx);
        const before = await q.readMaintenance(tx);
        const { version, ...values } = input;
        const row = await q.writeMaintenance(tx, version, values);
        if (!row || !before) {
          throw conflict('VERSION_CONFLICT', 'Someone else saved the maintenance settings since you opened them. Reload to see their version, then make your change again.');
        }
        if (before.enabled !== row.enabled) {
          await audit.record(tx, actor, {
            kind: row.enabled ? 'maintenance.turned_on' : 'maintenance.turned_off',
            targetType: 'site_settings',
            targetId: 'maintenance_mode',
            before: { enabled: before.enabled },
            after: { enabled: row.enabled },
          });
        }
        const texts = (r: q.MaintenanceRow) => ({ title: r.title, message: r.message, titleAm: r.titleAm, messageAm: r.messageAm });
        if (JSON.stringify(texts(before)) !== JSON.stringify(texts(row))) {
          await audit.record(tx, actor, { kind: 'maintenance.texts_saved', targetType: 'site_settings', targetId: 'maintenance_texts', before: texts(before), after: texts(row) });
        }
        return row;
      });
      await refreshGate();
      events.publish({ topic: 'site_settings', action: 'update', id: '1' });
      return view(saved);
    },
  };
}

export type MaintenanceService = ReturnType<typeof createMaintenanceService>;
