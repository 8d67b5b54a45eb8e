import type { Database } from '../../db/client';
import { weekStart } from './designer-figures';
import { shopFigures } from './queries';

export const OVERVIEW_DAYS = 30;

const DAY_MS = 86_400_000;

/** What the orders feature tells the admin console about the whole shop's sales (UTC days). */
export function createShopFigures({ db }: { db: Database }) {
  return {
    async overview(now = new Date()) {
      const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
      const first = new Date(today.getTime() - (OVERVIEW_DAYS - 1) * DAY_MS);
      const figures = await shopFigures(db, first, weekStart(now), today);
      const byDay = new Map(figures.daily.map((d) => [d.day, d]));
      // Every day is present, quiet ones with zeros, so the chart's bars line up with the calendar.
      const daily = Array.from({ length: OVERVIEW_DAYS }, (_, i) => {
        const key = new Date(first.getTime() + i * DAY_MS).toISOString().slice(0, 10);
        const d = byDay.get(key);
        return { day: key, orders: d?.orders ?? 0, revenueMinor: d?.revenue ?? 0 };
      });
      return {
        ordersToday: figures.today,
        ordersThisWeek: figures.week,
        revenueTodayMinor: figures.todayRevenue,
        revenueThisWeekMinor: figures.weekRevenue,
        daily,
      };
    },
  };
}

export type ShopFigures = ReturnType<typeof createShopFigures>;
