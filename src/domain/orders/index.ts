export * from './constants';
export * from './countries';
export * from './status';
export * from './payment-currency';
export type * from './types';
export * from './plan-lines';
export * from './parcels';
