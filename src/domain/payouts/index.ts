export * from './commission';
export * from './ledger';
export * from './money-split';
export * from './settings';
