// The checkout feature's public surface; other features import from here only.
export { orderTokens } from './order-tokens';
