// The payouts feature's public surface.
// The admin console's "Money" section (admin/admin-page.tsx lists it).
export { AdminMoneySection } from './admin-money-section';
