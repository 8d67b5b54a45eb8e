// The designers' money: the studio's Earnings page (studio-earnings-page.tsx, loaded by the router) and the terms' figures.
export { usePayoutTerms, payoutTermsQuery, type PayoutTerms } from './get-payout-terms';
export { usePayoutTermsVars, type PayoutTermsVars } from './payout-terms-vars';
export { useStudioEarnings, studioEarningsQuery, STUDIO_EARNINGS_KEY, type PayoutBalance } from './get-studio-earnings';
