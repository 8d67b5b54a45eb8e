import { z } from 'zod';
import { adminUserSchema } from '../accounts/api';
import { designerSummariesSchema } from '../fit-feedback/api';
import { balanceSchema } from '../payouts/api';
import { designerProfileViewSchema } from '../studio/api';

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

/**
 * One designer in the console (GET /api/admin/designers/:id, issue 41): the account, the public
 * profile, the ledger's balance and the fit feedback on their products. Their products and orders
 * are the console's lists filtered by designer.
 */
export const adminDesignerDetailSchema = z.object({
  account: adminUserSchema,
  profile: designerProfileViewSchema,
  balance: balanceSchema,
  fit: designerSummariesSchema,
});
export type AdminDesignerDetail = z.infer<typeof adminDesignerDetailSchema>;
