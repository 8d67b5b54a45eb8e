/** The rules of returns, exchanges and the fit guarantee (no zod here: import `./api` for the contract). */
export * from './policy';
export * from './states';
export * from './eligibility';
export * from './money';
