export * from './commission';
export * from './csv';
export * from './ledger';
export * from './money-split';
export * from './settings';
export * from './payout-account';
export * from './payout-runs';
