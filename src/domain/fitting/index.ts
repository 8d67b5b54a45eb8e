/** The measurement review's rules (no zod here: import `./api` for the contract). */
export * from './review';
