// The designers' money: the studio's Earnings page (studio-earnings-page.tsx, loaded by the router),
// the terms' figures, and the admin console's "Money" section (admin/admin-page.tsx lists it).
export { usePayoutTerms, payoutTermsQuery, type PayoutTerms } from './get-payout-terms';
export { usePayoutTermsVars, type PayoutTermsVars } from './payout-terms-vars';
export { useStudioEarnings, studioEarningsQuery, STUDIO_EARNINGS_KEY, type PayoutBalance } from './get-studio-earnings';
export { AdminMoneySection } from './admin-money-section';
