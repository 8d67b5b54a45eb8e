import { z } from 'zod';

/** The console's first screen: the shop at a glance (GET /api/admin/overview). */
export const adminOverviewSchema = z.object({
  ordersToday: z.number().int(),
  ordersThisWeek: z.number().int(),
  /** US cents: the console converts them to the admin's chosen currency. */
  revenueTodayMinor: z.number().int(),
  revenueThisWeekMinor: z.number().int(),
  pendingApplications: z.number().int(),
  unreadMessages: z.number().int(),
  lowStock: z.object({ total: z.number().int(), items: z.array(z.object({ id: z.string(), name: z.string(), stockQuantity: z.number().int() })) }),
  daily: z.array(z.object({ day: z.string(), orders: z.number().int(), revenueMinor: z.number().int() })),
});
export type AdminOverview = z.infer<typeof adminOverviewSchema>;
