import type { Database } from '../../db/client';
import { designerFigures, productHasOrders, unitsSoldOf } from './queries';

export const OVERVIEW_WEEKS = 8;

/** Monday 00:00 UTC of the week holding `day`. */
export function weekStart(day: Date): Date {
  const d = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate()));
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
  return d;
}

/** What the orders feature tells the designer studio about a designer's sales. */
export function createDesignerFigures({ db }: { db: Database }) {
  return {
    unitsSold: (productIds: readonly string[]) => unitsSoldOf(db, productIds),
    hasOrders: (productId: string) => productHasOrders(db, productId),

    async overview(designerId: string, now = new Date()) {
      const first = weekStart(now);
      first.setUTCDate(first.getUTCDate() - 7 * (OVERVIEW_WEEKS - 1));
      const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
      const figures = await designerFigures(db, designerId, first, monthStart);
      const byWeek = new Map(figures.weekly.map((w) => [w.week, w]));
      // Every week is present, quiet ones with zeros, so the chart's bars line up with the calendar.
      const weekly = Array.from({ length: OVERVIEW_WEEKS }, (_, i) => {
        const start = new Date(first);
        start.setUTCDate(first.getUTCDate() + 7 * i);
        const key = start.toISOString().slice(0, 10);
        const w = byWeek.get(key);
        return { weekStart: key, orders: w?.orders ?? 0, revenueMinor: w?.revenue ?? 0 };
      });
      return { toAct: figures.waiting, salesThisMonthMinor: figures.monthRevenue, weekly };
    },
  };
}

export type DesignerFigures = ReturnType<typeof createDesignerFigures>;
